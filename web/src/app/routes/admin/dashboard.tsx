import { DashboardPage } from '@/features/reservations/screens/dashboard-page'
import { RoleHome } from '@/features/admin-shell/role-guard'

export function AdminDashboardRoute() {
  return (
    <RoleHome>
      <DashboardPage />
    </RoleHome>
  )
}
