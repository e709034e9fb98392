import { AdminPlaceholder } from '@/features/admin/components/admin-placeholder'

export function AdminRoute() {
  return <AdminPlaceholder />
}
