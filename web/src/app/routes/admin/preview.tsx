import { ToastProvider } from '@/components/toast'
import { RequireAuth } from '@/features/auth/components/require-auth'

import { PreviewScreen } from '../../preview/preview-screen'

// Signed in like the admin area, but without its shell: the page is the site itself.
export function AdminPreviewRoute() {
  return (
    <RequireAuth>
      <ToastProvider>
        <PreviewScreen />
      </ToastProvider>
    </RequireAuth>
  )
}
