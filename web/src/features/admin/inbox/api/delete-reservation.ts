import { useMutation, useQueryClient } from '@tanstack/react-query'

import { useAdminApi } from '@/lib/auth'
import type { AuthStore } from '@/lib/auth-store'

import { DASHBOARD_QUERY_KEY, RESERVATIONS_QUERY_KEY } from './query-keys'

export function deleteReservation(client: AuthStore['api'], id: string) {
  return client.delete<undefined>(`/api/admin/reservations/${encodeURIComponent(id)}`)
}

export function useDeleteReservation() {
  const client = useAdminApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => deleteReservation(client, id),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: RESERVATIONS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY }),
      ]),
  })
}
