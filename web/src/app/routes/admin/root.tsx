import { Outlet } from 'react-router'

import { ToastProvider } from '@/components/toast'
import { AdminLayout } from '@/features/admin/components/admin-layout'
import { RequireAuth } from '@/features/auth/components/require-auth'
import { useSite } from '@/features/site/api/get-site'

export function AdminRoute() {
  const { data: site } = useSite()
  return (
    <RequireAuth>
      <ToastProvider>
        <AdminLayout clubName={site?.club_name}>
          <Outlet />
        </AdminLayout>
      </ToastProvider>
    </RequireAuth>
  )
}
