import { LegalPage } from '@/features/site/components/legal-page'

export function PrivacyRoute() {
  return <LegalPage kind="privacy" />
}

export function TermsRoute() {
  return <LegalPage kind="terms" />
}
