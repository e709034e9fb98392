import { QueryClient } from '@tanstack/react-query'

import { getBottleServiceQueryOptions } from '@/features/site/api/get-bottle-service'
import { getContactQueryOptions } from '@/features/site/api/get-contact'
import { getEventsQueryOptions } from '@/features/site/api/get-events'
import { getFooterQueryOptions } from '@/features/site/api/get-footer'
import { getGalleryQueryOptions } from '@/features/site/api/get-gallery'
import { getSiteQueryOptions } from '@/features/site/api/get-site'
import type { SitePublic } from '@/lib/api/types'

// The public components read their data from queries: the ['site'] query (navigation, hero,
// legal pages) and one query per landing section under ['public'], each a slice of the same
// landing payload (features/site/api/public-queries.ts). The preview gives them a client of its
// own holding the preview payload under those same keys, so they render the site with every
// draft applied and never learn the difference.
//
// No query of this client ever fetches: `enabled: false` is the one option the public hooks do not
// set themselves, so it holds for all of them, and a disabled query is neither fetched on mount nor
// refetched when invalidated (the live updates' notices, which would otherwise bring back the
// published site). The reservation form's open nights are not part of the payload: that query
// stays empty, and the form falls back to its defaults.
export function createPreviewQueryClient(site: SitePublic): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        enabled: false,
        staleTime: Infinity,
        gcTime: Infinity,
        retry: false,
        refetchOnMount: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false },
    },
  })
  seedPreviewQueries(client, site)
  return client
}

// Each query's slice, picked as the public queries pick theirs from the inlined payload. The
// typed keys tie each slice to its query's data type.
export function seedPreviewQueries(client: QueryClient, site: SitePublic) {
  client.setQueryData(getSiteQueryOptions().queryKey, site)
  client.setQueryData(getEventsQueryOptions().queryKey, {
    section: site.sections.events ?? null,
    events: site.events,
  })
  client.setQueryData(getGalleryQueryOptions().queryKey, {
    section: site.sections.gallery ?? null,
    items: site.gallery_items,
  })
  client.setQueryData(getBottleServiceQueryOptions().queryKey, {
    section: site.sections['bottle-service'] ?? null,
    packages: site.packages,
  })
  client.setQueryData(getContactQueryOptions().queryKey, site.contact)
  client.setQueryData(getFooterQueryOptions().queryKey, site.sections.footer ?? null)
}
