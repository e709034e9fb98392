import { answer, type ApiClient } from '@/lib/api-client'

import { RESERVATIONS_QUERY_KEY } from './query-keys'
import { useRowChange } from './row-change'

// A pending or confirmed booking cancelled by staff until its night is over, nobody of the party
// in yet (409 with the server's reason otherwise): its places and tables go back to the night,
// and the guest is mailed.
export function cancelReservation(client: ApiClient, id: string) {
  return answer(
    client.POST('/api/admin/reservations/{reservation_id}/cancel', {
      params: { path: { reservation_id: id } },
      body: { notify_guest: true },
    }),
  )
}

export function useCancelReservation() {
  return useRowChange(cancelReservation, RESERVATIONS_QUERY_KEY)
}
