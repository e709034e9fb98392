import { answer, type ApiClient } from '@/lib/api-client'
import type { components } from '@/lib/api/schema'
import { useLiveTable } from '@/lib/admin-api/live-table'

import { GUEST_QUERY_KEY } from './query-keys'

export type GuestProfile = components['schemas']['GuestProfile']
export type GuestBooking = components['schemas']['GuestBooking']
export type GuestMerged = components['schemas']['GuestMerged']
export type GuestInput = components['schemas']['GuestInput']

export const guestQueryKey = (guestId: string) => [...GUEST_QUERY_KEY, guestId] as const

export function getGuest(client: ApiClient, guestId: string, signal?: AbortSignal) {
  return answer(
    client.GET('/api/admin/guests/{guest_id}', {
      params: { path: { guest_id: guestId } },
      signal,
    }),
  )
}

// One profile, read again at every change to a profile or a booking. Keyed by its id alone, so
// opening another profile never shows the last one while it loads.
export function useGuest(guestId: string) {
  return useLiveTable(['guests', 'reservations'], guestQueryKey(guestId), (client, signal) =>
    getGuest(client, guestId, signal),
  )
}
