import { queryOptions, useQuery } from '@tanstack/react-query'

import type { ContentSectionPublic, EventPublic, SitePublic } from '@/lib/api/types'

import { getSite } from './get-site'
import { PUBLIC_RETRIES, sectionRetryDelay } from './public-retry'
import { inlined, publicKeys } from './public-queries'

export type EventsData = { section: ContentSectionPublic | null; events: EventPublic[] }

const pickEvents = (site: SitePublic): EventsData => ({
  section: site.sections.events ?? null,
  events: site.events,
})

export async function getEvents(signal?: AbortSignal): Promise<EventsData> {
  return pickEvents(await getSite(signal))
}

export function getEventsQueryOptions() {
  return queryOptions({
    queryKey: publicKeys.events,
    queryFn: ({ signal }) => getEvents(signal),
    initialData: inlined(pickEvents),
    staleTime: 60_000,
    retry: PUBLIC_RETRIES,
    retryDelay: sectionRetryDelay,
  })
}

export function useEvents() {
  return useQuery(getEventsQueryOptions())
}
