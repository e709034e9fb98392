import { keepPreviousData, useQuery } from '@tanstack/react-query'

import { useLiveQuery } from '@/hooks/use-live-query'
import type { ApiClient } from '@/lib/api-client'
import { useAdminApi } from '@/lib/auth'
import { retryUnanswered } from '@/lib/query-policies'

// A staff list read: re-read whenever one of `tables` changes. A filtered list keys each filter under
// `tableKey`, so one invalidation re-reads every view, and keeps the old rows on screen while the
// rows of a new filter are on their way.
export function useLiveTable<T>(
  tables: readonly string[],
  tableKey: readonly unknown[],
  read: (client: ApiClient, signal: AbortSignal) => Promise<T>,
  filter?: object,
) {
  useLiveQuery(tables, tableKey)
  const client = useAdminApi()
  return useQuery({
    queryKey: filter === undefined ? tableKey : [...tableKey, filter],
    queryFn: ({ signal }) => read(client, signal),
    retry: retryUnanswered,
    placeholderData: filter === undefined ? undefined : keepPreviousData,
  })
}

// A filtered staff list, read by `read` for the filter on screen.
export function useLiveList<Filter extends object, T>(
  tables: readonly string[],
  tableKey: readonly unknown[],
  read: (client: ApiClient, filter: Filter, signal: AbortSignal) => Promise<T>,
  filter: Filter,
) {
  return useLiveTable(tables, tableKey, (client, signal) => read(client, filter, signal), filter)
}
