import { useQuery } from '@tanstack/react-query'

import type { ContentSectionPublic } from '@/lib/api/types'
import { footerRetryDelay } from '@/lib/query-policies'

import { getSection } from './get-section'
import { publicKeys, publicSectionQuery } from './public-queries'

// The footer waits 1s, 2s, 4s between retries, then fails silently to defaults.
export function getFooterQueryOptions() {
  return publicSectionQuery(
    publicKeys.footer,
    (signal): Promise<ContentSectionPublic | null> => getSection('footer', signal),
    (site) => site.sections.footer ?? null,
    footerRetryDelay,
  )
}

export function useFooter() {
  return useQuery(getFooterQueryOptions())
}
