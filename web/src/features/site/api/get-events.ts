import { useQuery } from '@tanstack/react-query'

import type { ContentSectionPublic, EventPublic, SitePublic } from '@/lib/api/types'

import { getSite } from './get-site'
import { publicKeys, publicSectionQuery } from './public-queries'

export type EventsData = { section: ContentSectionPublic | null; events: EventPublic[] }

const pickEvents = (site: SitePublic): EventsData => ({
  section: site.sections.events ?? null,
  events: site.events,
})

export async function getEvents(signal?: AbortSignal): Promise<EventsData> {
  return pickEvents(await getSite(signal))
}

export function getEventsQueryOptions() {
  return publicSectionQuery(publicKeys.events, getEvents, pickEvents)
}

export function useEvents() {
  return useQuery(getEventsQueryOptions())
}
