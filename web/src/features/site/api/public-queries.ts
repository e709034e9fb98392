import type { SitePublic } from '@/lib/api/types'

import { readInlinedSiteData } from './inlined-site-data'

// Data design of the landing page. The server inlines ONE payload (GET /api/site) into the HTML,
// so the first paint needs no round trip. Each section still owns its own query, seeded from its
// slice of that payload, so that the spec's per-section retry waits and error states hold: a
// section that fails shows its error alone. Refetches (live changes, Try Again) go to the
// section's own resource, as the spec's public reads do: the gallery to /api/gallery-items, the
// bottle service to /api/packages with its content section, and so on. Events read /api/site,
// the one place that lists only the coming events. Keys sit under ['public'], apart from the
// ['site'] query (navigation and hero), so invalidating one never refetches the other.
export const publicKeys = {
  all: ['public'] as const,
  events: ['public', 'events'] as const,
  gallery: ['public', 'gallery'] as const,
  bottleService: ['public', 'bottle-service'] as const,
  contact: ['public', 'contact'] as const,
  footer: ['public', 'footer'] as const,
}

// The section's slice of the inlined payload, as the query's initial data.
export function inlined<T>(pick: (site: SitePublic) => T): () => T | undefined {
  return () => {
    const site = readInlinedSiteData()
    return site ? pick(site) : undefined
  }
}
