import { paths } from '@/config/paths'
import { LandingPage } from '@/features/site/components/landing-page'
import { usePublicPageTitle } from '@/features/site/hooks/use-page-title'

export function LandingRoute() {
  usePublicPageTitle(paths.home.path)
  return <LandingPage />
}
