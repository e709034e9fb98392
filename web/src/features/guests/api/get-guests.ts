import { keepPreviousData, useQuery } from '@tanstack/react-query'

import { answer, type ApiClient } from '@/lib/api-client'
import type { components } from '@/lib/api/schema'
import { useLiveList } from '@/lib/admin-api/live-table'
import { useAdminApi } from '@/lib/auth'
import { retryUnanswered } from '@/lib/query-policies'

import { GUESTS_QUERY_KEY } from './query-keys'

export type GuestsPage = components['schemas']['GuestsPublic']
export type GuestListed = components['schemas']['GuestListed']

// The server's page: fifty guests from `offset`.
export const GUESTS_PAGE = 50

// What narrows the list: a part of the name or email, or phone digits; a tag; where the page
// starts.
export type GuestQuery = { q?: string; tag?: string; offset?: number }

export function getGuests(client: ApiClient, query: GuestQuery, signal?: AbortSignal) {
  return answer(client.GET('/api/admin/guests', { params: { query }, signal }))
}

// Read again whenever a profile changes, or a booking does (the counts and last visits follow
// the check-ins at the door).
export function useGuests(query: GuestQuery) {
  return useLiveList(['guests', 'reservations'], GUESTS_QUERY_KEY, getGuests, query)
}

// The guests a search finds, for choosing one (the other profile of a merge); nothing is asked
// before something is typed.
export function useGuestSearch(q: string) {
  const client = useAdminApi()
  return useQuery({
    queryKey: [...GUESTS_QUERY_KEY, 'search', { q }],
    queryFn: ({ signal }) => getGuests(client, { q }, signal),
    enabled: q !== '',
    retry: retryUnanswered,
    placeholderData: keepPreviousData,
  })
}
