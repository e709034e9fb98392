import { useMutation, useQueryClient } from '@tanstack/react-query'

import type { ApiClient } from '@/lib/api-client'
import { useAdminApi } from '@/lib/auth'

import { DASHBOARD_QUERY_KEY } from './query-keys'

// A change staff make to one row of a reservations or messages list (a decision, a deletion). Won or lost (someone
// else may have acted first), the table and the dashboard are read again, so they show what the
// server now holds.
export function useRowChange<Input, Result>(
  change: (client: ApiClient, input: Input) => Promise<Result>,
  tableKey: readonly unknown[],
) {
  const client = useAdminApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: Input) => change(client, input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tableKey }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY }),
      ]),
  })
}
