import { NavigationManager } from '@/features/admin/content/navigation/navigation-manager'

export function AdminNavigationRoute() {
  return <NavigationManager />
}
