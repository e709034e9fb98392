import { Outlet } from 'react-router'

import { ToastProvider } from '@/components/toast'
import { AdminLayout } from '@/features/admin-shell/admin-layout'
import { RoleGuard } from '@/features/admin-shell/role-guard'
import { TwoFactorSetupGuard } from '@/features/admin-shell/two-factor-guard'
import { RequireAuth } from '@/features/auth/components/require-auth'
import { useClubName } from '@/features/site/api/club-name'

export function AdminRoute() {
  const clubName = useClubName()
  return (
    <RequireAuth>
      <ToastProvider>
        <AdminLayout clubName={clubName}>
          <TwoFactorSetupGuard>
            <RoleGuard>
              <Outlet />
            </RoleGuard>
          </TwoFactorSetupGuard>
        </AdminLayout>
      </ToastProvider>
    </RequireAuth>
  )
}
