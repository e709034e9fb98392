import { NotFoundPage } from '@/components/not-found-page'
import { useClubPageTitle } from '@/features/site/hooks/use-page-title'
import { NOT_FOUND_TITLE } from '@/messages'

// Any address the app has no page for (the server answers it with a 404 and this app).
export function NotFoundRoute() {
  useClubPageTitle(NOT_FOUND_TITLE)
  return <NotFoundPage />
}
