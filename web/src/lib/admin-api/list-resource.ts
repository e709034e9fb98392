import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query'

import { answer, type ApiClient } from '@/lib/api-client'
import type { paths } from '@/lib/api/schema'
import { useAdminApi } from '@/lib/auth'
import { shouldRetryAdminQuery, type QueryRetry } from '@/lib/query-policies'

import type { HistoryEntity } from './history'
import { CONTENT_QUERY_KEY } from './content-query-keys'

// The admin API's list resources share one shape: GET (list), POST (create), PUT /{row_id}
// (update), DELETE /{row_id}. Each resource file names its path once and gets its hooks from here;
// the row and input types are read from the generated API document for that path.
export type ListPath =
  | '/api/admin/events'
  | '/api/admin/gallery-items'
  | '/api/admin/menu-images'
  | '/api/admin/packages'
type RowPath<P extends ListPath> = `${P}/{row_id}`
export type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never
export type ItemOf<P extends ListPath> = JsonOf<paths[RowPath<P>]['put']['responses'][200]>
export type InputOf<P extends ListPath> = JsonOf<NonNullable<paths[P]['post']['requestBody']>>
export type ListOf<Item> = { data: Item[]; count: number }

// The client cannot check a path chosen at run time against the document, so the calls below
// go through this one view of it; ItemOf and InputOf keep their types tied to the document.
type Init = { signal?: AbortSignal; body?: unknown; params?: { path: { row_id: string } } }
type Call = (path: string, init: Init) => Promise<{ data?: unknown }>
export type RuntimePathClient = { GET: Call; POST: Call; PUT: Call; DELETE: Call }

type QueryTuning = { retry?: QueryRetry; retryDelay?: (count: number) => number }

// The table behind each path, as the history names it.
const ENTITIES: Record<ListPath, HistoryEntity> = {
  '/api/admin/events': 'events',
  '/api/admin/gallery-items': 'gallery_items',
  '/api/admin/menu-images': 'menu_images',
  '/api/admin/packages': 'packages',
}

// What a list resource offers its screens.
export type ListResource<Item extends { id: string }, Input> = {
  queryKey: readonly unknown[]
  entity: HistoryEntity
  getItems: (client: ApiClient, signal?: AbortSignal) => Promise<ListOf<Item>>
  useItems: () => UseQueryResult<ListOf<Item>>
  useCreate: () => UseMutationResult<Item, Error, Input>
  useUpdate: () => UseMutationResult<Item, Error, { id: string; input: Input }>
  useRemove: () => UseMutationResult<void, Error, string>
}

export function listResource<P extends ListPath>(
  path: P,
  name: string,
  tuning: QueryTuning = {},
): ListResource<ItemOf<P>, InputOf<P>> {
  type Item = ItemOf<P>
  type Input = InputOf<P>
  const queryKey = [...CONTENT_QUERY_KEY, name] as const
  const rowPath = `${path}/{row_id}`
  const calls = (client: ApiClient) => client as unknown as RuntimePathClient
  const row = (id: string) => ({ params: { path: { row_id: id } } })

  const getItems = (client: ApiClient, signal?: AbortSignal) =>
    answer(calls(client).GET(path, { signal })) as Promise<ListOf<Item>>
  function useItems() {
    const client = useAdminApi()
    return useQuery(
      queryOptions<ListOf<Item>>({
        queryKey,
        queryFn: ({ signal }) => getItems(client, signal),
        retry: tuning.retry ?? shouldRetryAdminQuery,
        retryDelay: tuning.retryDelay,
      }),
    )
  }

  function useInvalidate() {
    const queryClient = useQueryClient()
    return () => queryClient.invalidateQueries({ queryKey })
  }

  function useCreate() {
    const client = useAdminApi()
    const invalidate = useInvalidate()
    return useMutation({
      mutationFn: (body: Input) => answer(calls(client).POST(path, { body })) as Promise<Item>,
      onSuccess: invalidate,
    })
  }

  function useUpdate() {
    const client = useAdminApi()
    const invalidate = useInvalidate()
    return useMutation({
      mutationFn: ({ id, input }: { id: string; input: Input }) =>
        answer(calls(client).PUT(rowPath, { ...row(id), body: input })) as Promise<Item>,
      onSuccess: invalidate,
    })
  }

  function useRemove() {
    const client = useAdminApi()
    const invalidate = useInvalidate()
    return useMutation({
      mutationFn: async (id: string) => {
        await calls(client).DELETE(rowPath, row(id))
      },
      // Deleted or not (someone else may have removed it first), the list is read again.
      onSettled: invalidate,
    })
  }

  return { queryKey, entity: ENTITIES[path], getItems, useItems, useCreate, useUpdate, useRemove }
}
