import { DEFAULT_CLUB_NAME } from '@/messages'

import { useSite } from './get-site'

// The name the server writes into every page it serves (<meta name="application-name">), from
// its settings: known even when the site's data is not.
export function servedClubName(doc: Document = document): string | undefined {
  const name = doc.querySelector('meta[name="application-name"]')?.getAttribute('content')?.trim()
  return name ? name : undefined
}

// The club's name for the brand, headings and footer: never empty, whether or not the site's data
// could be loaded.
export function useClubName(): string {
  const { data: site } = useSite()
  return site?.club_name || servedClubName() || DEFAULT_CLUB_NAME
}
