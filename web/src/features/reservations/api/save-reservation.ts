import { answer, type ApiClient } from '@/lib/api-client'
import type { components } from '@/lib/api/schema'

import { RESERVATIONS_QUERY_KEY } from './query-keys'
import { useRowChange } from './row-change'

type Schemas = components['schemas']
// Every field staff may change on a booking; all of them are written.
export type ReservationEdit = Schemas['ReservationEdit']
// A booking taken by phone (confirmed at once) or at the door (a walk-in: tonight, all in).
export type ReservationStaffCreate = Schemas['ReservationStaffCreate']
export type Occasion = NonNullable<ReservationEdit['occasion']>
export type BookingSource = ReservationStaffCreate['source']
// What the door writes on a booking (all a host may change): the table and the internal notes.
export type ReservationNote = Schemas['ReservationNote']

export function editReservation(
  client: ApiClient,
  { id, body }: { id: string; body: ReservationEdit },
) {
  return answer(
    client.PUT('/api/admin/reservations/{reservation_id}', {
      params: { path: { reservation_id: id } },
      body,
    }),
  )
}

export function createReservation(client: ApiClient, body: ReservationStaffCreate) {
  return answer(client.POST('/api/admin/reservations', { body }))
}

export function noteReservation(
  client: ApiClient,
  { id, body }: { id: string; body: ReservationNote },
) {
  return answer(
    client.PUT('/api/admin/reservations/{reservation_id}/note', {
      params: { path: { reservation_id: id } },
      body,
    }),
  )
}

export function useEditReservation() {
  return useRowChange(editReservation, RESERVATIONS_QUERY_KEY)
}

export function useCreateReservation() {
  return useRowChange(createReservation, RESERVATIONS_QUERY_KEY)
}

export function useNoteReservation() {
  return useRowChange(noteReservation, RESERVATIONS_QUERY_KEY)
}
