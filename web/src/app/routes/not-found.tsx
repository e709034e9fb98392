import { NotFoundPage } from '@/components/not-found-page'

// Any address the app has no page for (the server answers it with a 404 and this app).
export function NotFoundRoute() {
  return <NotFoundPage />
}
