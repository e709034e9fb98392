import { Outlet } from 'react-router'

import { ToastProvider } from '@/components/toast'
import { AdminLayout } from '@/features/admin/shell/admin-layout'
import { RequireAuth } from '@/features/auth/components/require-auth'
import { useClubName } from '@/features/site/api/club-name'

export function AdminRoute() {
  const clubName = useClubName()
  return (
    <RequireAuth>
      <ToastProvider>
        <AdminLayout clubName={clubName}>
          <Outlet />
        </AdminLayout>
      </ToastProvider>
    </RequireAuth>
  )
}
