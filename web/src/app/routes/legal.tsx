import { paths } from '@/config/paths'
import { LegalPage } from '@/features/site/components/legal-page'
import { usePublicPageTitle } from '@/features/site/hooks/use-page-title'
import { PRIVACY_POLICY, TERMS_OF_SERVICE } from '@/messages'

export function PrivacyRoute() {
  usePublicPageTitle(paths.privacy.path, PRIVACY_POLICY)
  return <LegalPage kind="privacy" />
}

export function TermsRoute() {
  usePublicPageTitle(paths.terms.path, TERMS_OF_SERVICE)
  return <LegalPage kind="terms" />
}
