import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { answer, type ApiClient } from '@/lib/api-client'
import type { paths } from '@/lib/api/schema'
import { useAdminApi } from '@/lib/auth'
import { shouldRetryAdminQuery } from '@/lib/query-policies'

import type { JsonOf, RuntimePathClient } from './list-resource'

// The admin API's one-row resources (the contact details, the navigation, the booking rules):
// GET reads it (null before the first save for some), PUT saves it whole, at the same path. The
// types are read from the generated API document for that path.
export type SinglePath =
  '/api/admin/contact' | '/api/admin/navigation' | '/api/admin/reservation-settings'
type ItemOf<P extends SinglePath> = JsonOf<paths[P]['get']['responses'][200]>
type SavedOf<P extends SinglePath> = JsonOf<paths[P]['put']['responses'][200]>
type InputOf<P extends SinglePath> = JsonOf<NonNullable<paths[P]['put']['requestBody']>>

export function singleResource<P extends SinglePath>(path: P, queryKey: readonly unknown[]) {
  const calls = (client: ApiClient) => client as unknown as RuntimePathClient

  function useItem() {
    const client = useAdminApi()
    return useQuery({
      queryKey,
      queryFn: ({ signal }) => answer(calls(client).GET(path, { signal })) as Promise<ItemOf<P>>,
      retry: shouldRetryAdminQuery,
    })
  }

  // The saved answer replaces what the screen holds.
  function useSave() {
    const client = useAdminApi()
    const queryClient = useQueryClient()
    return useMutation({
      mutationFn: (body: InputOf<P>) =>
        answer(calls(client).PUT(path, { body })) as Promise<SavedOf<P>>,
      onSuccess: (saved) => {
        queryClient.setQueryData(queryKey, saved)
      },
    })
  }

  return { useItem, useSave }
}
