import { answer, type ApiClient } from '@/lib/api-client'

import { RESERVATIONS_QUERY_KEY } from './query-keys'
import { useRowChange } from './row-change'

export type ReservationDecision = { id: string; status: 'confirmed' | 'rejected' }

// 'Complete' confirms; 'Reject' rejects.
export function decideReservation(client: ApiClient, { id, status }: ReservationDecision) {
  return answer(
    client.PATCH('/api/admin/reservations/{reservation_id}', {
      params: { path: { reservation_id: id } },
      body: { status },
    }),
  )
}

export function useDecideReservation() {
  return useRowChange(decideReservation, RESERVATIONS_QUERY_KEY)
}
