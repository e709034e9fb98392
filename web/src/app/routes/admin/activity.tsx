import { ActivityPage } from '@/features/activity/screens/activity-page'

export function AdminActivityRoute() {
  return <ActivityPage />
}
