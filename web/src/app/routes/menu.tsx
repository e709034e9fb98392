import { MenuPage } from '@/features/menu/components/menu-page'

export function MenuRoute() {
  return <MenuPage />
}
