import { MenuManager } from '@/features/content/menu/menu-manager'

export function AdminMenuRoute() {
  return <MenuManager />
}
