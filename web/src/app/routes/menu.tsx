import { paths } from '@/config/paths'
import { MenuPage } from '@/features/menu/components/menu-page'
import { usePublicPageTitle } from '@/features/site/hooks/use-page-title'
import { PAGE_TITLE_MENU } from '@/messages'

export function MenuRoute() {
  usePublicPageTitle(paths.menu.path, PAGE_TITLE_MENU)
  return <MenuPage />
}
