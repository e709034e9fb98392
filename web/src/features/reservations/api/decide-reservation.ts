import { answer, type ApiClient } from '@/lib/api-client'

import { RESERVATIONS_QUERY_KEY } from './query-keys'
import { useRowChange } from './row-change'

// A rejection may carry a sentence for the guest, which the decline mail quotes.
export type ReservationDecision = {
  id: string
  status: 'confirmed' | 'rejected'
  reason?: string | null
}

// 'Complete' confirms; 'Reject' rejects. Either way the server mails the guest the decision.
export function decideReservation(client: ApiClient, { id, status, reason }: ReservationDecision) {
  return answer(
    client.PATCH('/api/admin/reservations/{reservation_id}', {
      params: { path: { reservation_id: id } },
      body: reason === undefined ? { status } : { status, reason },
    }),
  )
}

export function useDecideReservation() {
  return useRowChange(decideReservation, RESERVATIONS_QUERY_KEY)
}
