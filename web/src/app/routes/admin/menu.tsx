import { MenuManager } from '@/features/admin/content/menu/menu-manager'

export function AdminMenuRoute() {
  return <MenuManager />
}
