import { ActivityPage } from '@/features/admin/activity/screens/activity-page'

export function AdminActivityRoute() {
  return <ActivityPage />
}
