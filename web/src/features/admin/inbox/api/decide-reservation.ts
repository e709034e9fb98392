import { useMutation, useQueryClient } from '@tanstack/react-query'

import type { ReservationPublic } from '@/lib/api/types'
import { useAdminApi } from '@/lib/auth'
import type { AuthStore } from '@/lib/auth-store'

import { DASHBOARD_QUERY_KEY, RESERVATIONS_QUERY_KEY } from './query-keys'

export type ReservationDecision = { id: string; status: 'confirmed' | 'rejected' }

// 'Complete' confirms; 'Reject' rejects.
export function decideReservation(client: AuthStore['api'], { id, status }: ReservationDecision) {
  return client.patch<ReservationPublic>(`/api/admin/reservations/${encodeURIComponent(id)}`, {
    status,
  })
}

export function useDecideReservation() {
  const client = useAdminApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ReservationDecision) => decideReservation(client, input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: RESERVATIONS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY }),
      ]),
  })
}
