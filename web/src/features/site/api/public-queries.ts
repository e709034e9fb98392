import { queryOptions, type QueryKey } from '@tanstack/react-query'

import type { SitePublic } from '@/lib/api/types'
import { PUBLIC_RETRIES, sectionRetryDelay } from '@/lib/query-policies'

import { readInlinedSiteData } from './inlined-site-data'

// Data design of the landing page. The server inlines ONE payload (GET /api/site) into the HTML,
// so the first paint needs no round trip. Each section still owns its own query, seeded from its
// slice of that payload, so that the per-section retry waits and error states hold: a section
// that fails shows its error alone. Refetches (live changes, Try Again) go to the section's own
// resource: the gallery to /api/gallery-items, the bottle service to /api/packages with its
// content section, and so on. Events read /api/site, the one place that lists only the coming
// events. Keys sit under ['public'], apart from the ['site'] query (navigation and hero), so
// invalidating one never refetches the other.
export const publicKeys = {
  all: ['public'] as const,
  events: ['public', 'events'] as const,
  gallery: ['public', 'gallery'] as const,
  bottleService: ['public', 'bottle-service'] as const,
  contact: ['public', 'contact'] as const,
  footer: ['public', 'footer'] as const,
  availability: ['public', 'reservation-availability'] as const,
}

// The section's slice of the inlined payload, as the query's initial data.
export function inlined<T>(pick: (site: SitePublic) => T): () => T | undefined {
  return () => {
    const site = readInlinedSiteData()
    return site ? pick(site) : undefined
  }
}

// A public section's query: read from its own resource, seeded from the inlined payload, fresh
// for a minute, retried 3 times.
export function publicSectionQuery<Key extends QueryKey, T>(
  queryKey: Key,
  read: (signal: AbortSignal) => Promise<T>,
  pick: (site: SitePublic) => T,
  retryDelay: (failureCount: number) => number = sectionRetryDelay,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => read(signal),
    initialData: inlined(pick),
    staleTime: 60_000,
    retry: PUBLIC_RETRIES,
    retryDelay,
  })
}
