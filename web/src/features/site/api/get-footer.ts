import { queryOptions, useQuery } from '@tanstack/react-query'

import type { ContentSectionPublic } from '@/lib/api/types'

import { getSection } from './get-section'
import { footerRetryDelay, PUBLIC_RETRIES } from './public-retry'
import { inlined, publicKeys } from './public-queries'

// The footer waits 1s, 2s, 4s between retries, then fails silently to defaults.
export function getFooterQueryOptions() {
  return queryOptions({
    queryKey: publicKeys.footer,
    queryFn: ({ signal }): Promise<ContentSectionPublic | null> => getSection('footer', signal),
    initialData: inlined((site) => site.sections.footer ?? null),
    staleTime: 60_000,
    retry: PUBLIC_RETRIES,
    retryDelay: footerRetryDelay,
  })
}

export function useFooter() {
  return useQuery(getFooterQueryOptions())
}
