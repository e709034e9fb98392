import { pageTitle, useDocumentTitle } from '@/hooks/use-document-title'

import { useClubName } from '../api/club-name'
import { useSite } from '../api/get-site'

// A public page's title as the server works it out (the payload's page_titles, the same the
// server's HTML for that page carries); without the payload, the page's name and the club's.
export function usePublicPageTitle(path: string, label?: string) {
  const { data: site } = useSite()
  const clubName = useClubName()
  useDocumentTitle(site?.page_titles?.[path] ?? (label ? pageTitle(label, clubName) : clubName))
}

// A page named by the app itself (not found, sign-in), followed by the club's name.
export function useClubPageTitle(...labels: string[]) {
  useDocumentTitle(pageTitle(...labels, useClubName()))
}
