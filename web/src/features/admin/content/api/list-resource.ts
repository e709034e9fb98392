import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { useAdminApi } from '@/lib/auth'
import type { AuthStore } from '@/lib/auth-store'

import { shouldRetryAdminQuery } from '../utils/retry'
import { CONTENT_QUERY_KEY } from './query-keys'

type Client = AuthStore['api']
export type ListOf<Item> = { data: Item[]; count: number }
type QueryTuning = { retry?: number | ((count: number, error: unknown) => boolean); retryDelay?: (count: number) => number }

// The admin API's list resources share one shape: GET (list), POST (create), PUT /{id} (update),
// DELETE /{id}. Each resource file names its path and types once and gets its hooks from here.
export function listResource<Item extends { id: string }, Input>(path: string, name: string, tuning: QueryTuning = {}) {
  const queryKey = [...CONTENT_QUERY_KEY, name] as const
  const itemPath = (id: string) => `${path}/${encodeURIComponent(id)}`

  const getItems = (client: Client, signal?: AbortSignal) => client.get<ListOf<Item>>(path, { signal })
  const getQueryOptions = (client: Client) =>
    queryOptions({
      queryKey,
      queryFn: ({ signal }) => getItems(client, signal),
      retry: tuning.retry ?? shouldRetryAdminQuery,
      retryDelay: tuning.retryDelay,
    })

  function useItems() {
    return useQuery(getQueryOptions(useAdminApi()))
  }

  function useInvalidate() {
    const queryClient = useQueryClient()
    return () => queryClient.invalidateQueries({ queryKey })
  }

  function useCreate() {
    const client = useAdminApi()
    const invalidate = useInvalidate()
    return useMutation({
      mutationFn: (input: Input) => client.post<Item>(path, input),
      onSuccess: invalidate,
    })
  }

  function useUpdate() {
    const client = useAdminApi()
    const invalidate = useInvalidate()
    return useMutation({
      mutationFn: ({ id, input }: { id: string; input: Input }) => client.put<Item>(itemPath(id), input),
      onSuccess: invalidate,
    })
  }

  function useRemove() {
    const client = useAdminApi()
    const invalidate = useInvalidate()
    return useMutation({
      mutationFn: (id: string) => client.delete<undefined>(itemPath(id)),
      // Deleted or not (someone else may have removed it first), the list is read again.
      onSettled: invalidate,
    })
  }

  return { queryKey, getItems, getQueryOptions, useItems, useCreate, useUpdate, useRemove }
}
