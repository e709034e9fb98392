import { answer, type ApiClient } from '@/lib/api-client'

import { listQuery, type ReservationFilter } from '../utils/filters'
import { useLiveList } from '@/lib/admin-api/live-table'
import { RESERVATIONS_QUERY_KEY } from './query-keys'

export function getReservations(
  client: ApiClient,
  filter: ReservationFilter,
  signal?: AbortSignal,
) {
  return answer(
    client.GET('/api/admin/reservations', { params: { query: listQuery(filter) }, signal }),
  )
}

// By night (the server's order: date, then 22:00 ... 00:00), re-read on every change, to a
// booking or to a guest's profile (its tags and notes show on the rows).
export function useReservations(filter: ReservationFilter) {
  return useLiveList(['reservations', 'guests'], RESERVATIONS_QUERY_KEY, getReservations, filter)
}
