import { DashboardPage } from '@/features/admin/operations/components/dashboard-page'

export function AdminDashboardRoute() {
  return <DashboardPage />
}
