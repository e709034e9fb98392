import { TrashPage } from '@/features/admin/content/trash/trash-page'

export function AdminTrashRoute() {
  return <TrashPage />
}
