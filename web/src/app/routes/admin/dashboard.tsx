import { DashboardPage } from '@/features/admin/inbox/screens/dashboard-page'

export function AdminDashboardRoute() {
  return <DashboardPage />
}
