import { queryOptions, useQuery } from '@tanstack/react-query'

import { ApiError, answer, api } from '@/lib/api-client'
import type { EventPagePublic } from '@/lib/api/types'
import { PUBLIC_RETRIES, sectionRetryDelay } from '@/lib/query-policies'

// The server inlines the page's data into the HTML it sends for /events/{slug}
// (src/nocturne/http/spa.py), so the first paint needs no round trip.
export const EVENT_DATA_ELEMENT_ID = 'event-data'

export const eventPageKey = (slug: string) => ['public', 'event-page', slug] as const

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

// The inlined page, when it is this event's (a page reached from a card has none, or another's).
export function readInlinedEventPage(
  slug: string,
  doc: Document = document,
): EventPagePublic | undefined {
  const text = doc.getElementById(EVENT_DATA_ELEMENT_ID)?.textContent
  if (!text) return undefined
  try {
    const value: unknown = JSON.parse(text)
    if (
      isRecord(value) &&
      isRecord(value.event) &&
      value.event.slug === slug &&
      typeof value.past === 'boolean'
    ) {
      return value as EventPagePublic
    }
  } catch {
    // Unreadable: the page asks the API instead.
  }
  return undefined
}

export async function getEventPage(slug: string, signal?: AbortSignal): Promise<EventPagePublic> {
  return answer(api.GET('/api/events/{slug}', { params: { path: { slug } }, signal }))
}

// A missing event is final (the page says so); any other failure is retried like a public section.
export function retryEventPage(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status === 404) return false
  return failureCount < PUBLIC_RETRIES
}

export function getEventPageQueryOptions(slug: string) {
  const inlined = readInlinedEventPage(slug)
  return queryOptions({
    queryKey: eventPageKey(slug),
    queryFn: ({ signal }) => getEventPage(slug, signal),
    ...(inlined ? { initialData: inlined } : {}),
    staleTime: 60_000,
    retry: retryEventPage,
    retryDelay: sectionRetryDelay,
  })
}

export function useEventPage(slug: string) {
  return useQuery(getEventPageQueryOptions(slug))
}
