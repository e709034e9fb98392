import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { useLiveQuery } from '@/hooks/use-live-query'
import type { ReservationsPublic } from '@/lib/api/types'
import { useAdminApi } from '@/lib/auth'
import type { AuthStore } from '@/lib/auth-store'

import { buildQuery, type ReservationFilter } from '../utils/filters'
import { RESERVATIONS_QUERY_KEY } from './query-keys'
import { retryUnanswered } from './errors'

export function getReservations(
  client: AuthStore['api'],
  filter: ReservationFilter,
  signal?: AbortSignal,
) {
  return client.get<ReservationsPublic>(`/api/admin/reservations${buildQuery(filter)}`, { signal })
}

export function getReservationsQueryOptions(client: AuthStore['api'], filter: ReservationFilter) {
  return queryOptions({
    queryKey: [...RESERVATIONS_QUERY_KEY, filter],
    queryFn: ({ signal }) => getReservations(client, filter, signal),
    retry: retryUnanswered,
    placeholderData: keepPreviousData,
  })
}

// By night (the server's order: date, then 22:00 ... 00:00), re-read on every change.
export function useReservations(filter: ReservationFilter) {
  useLiveQuery(['reservations'], RESERVATIONS_QUERY_KEY)
  return useQuery(getReservationsQueryOptions(useAdminApi(), filter))
}
