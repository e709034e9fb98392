import type { ApiClient } from '@/lib/api-client'

import { RESERVATIONS_QUERY_KEY } from './query-keys'
import { useRowChange } from './row-change'

export async function deleteReservation(client: ApiClient, id: string): Promise<void> {
  await client.DELETE('/api/admin/reservations/{reservation_id}', {
    params: { path: { reservation_id: id } },
  })
}

export function useDeleteReservation() {
  return useRowChange(deleteReservation, RESERVATIONS_QUERY_KEY)
}
