import { TrashPage } from '@/features/content/trash/trash-page'

export function AdminTrashRoute() {
  return <TrashPage />
}
