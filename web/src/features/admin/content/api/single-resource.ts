import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import type { ApiClient } from '@/lib/api-client'
import { useAdminApi } from '@/lib/auth'
import { shouldRetryAdminQuery } from '@/lib/query-policies'

// A resource that is one row (the contact details, the navigation): read it (null before the first
// save), save it whole; the saved answer replaces what the screen holds.
export function singleResource<Item, Input>(
  queryKey: readonly unknown[],
  read: (client: ApiClient, signal: AbortSignal) => Promise<Item | null>,
  write: (client: ApiClient, input: Input) => Promise<Item>,
) {
  function useItem() {
    const client = useAdminApi()
    return useQuery({
      queryKey,
      queryFn: ({ signal }) => read(client, signal),
      retry: shouldRetryAdminQuery,
    })
  }

  function useSave() {
    const client = useAdminApi()
    const queryClient = useQueryClient()
    return useMutation({
      mutationFn: (input: Input) => write(client, input),
      onSuccess: (saved) => {
        queryClient.setQueryData(queryKey, saved)
      },
    })
  }

  return { useItem, useSave }
}
