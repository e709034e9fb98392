import { NavigationManager } from '@/features/content/navigation/navigation-manager'

export function AdminNavigationRoute() {
  return <NavigationManager />
}
