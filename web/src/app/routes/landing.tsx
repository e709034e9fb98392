import { LandingPage } from '@/features/site/components/landing-page'

export function LandingRoute() {
  return <LandingPage />
}
