import { AdminSectionPlaceholder } from '@/features/admin/components/admin-section-placeholder'

export function AdminSectionRoute() {
  return <AdminSectionPlaceholder />
}
