import { answer, type ApiClient } from '@/lib/api-client'

import { RESERVATIONS_QUERY_KEY } from './query-keys'
import { useRowChange } from './row-change'

// A confirmation or a decline back to pending, while its night is not over and nobody of the
// party is in (409 with the server's reason otherwise). The guest is not mailed.
export function undoReservation(client: ApiClient, id: string) {
  return answer(
    client.POST('/api/admin/reservations/{reservation_id}/undo', {
      params: { path: { reservation_id: id } },
    }),
  )
}

export function useUndoReservation() {
  return useRowChange(undoReservation, RESERVATIONS_QUERY_KEY)
}
