import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'

import { answer, type ApiClient } from '@/lib/api-client'
import { useAdminApi } from '@/lib/auth'
import { retryUnanswered } from '@/lib/query-policies'

import { ADMIN_QUERY_KEY } from '@/lib/admin-api/query-keys'
import type { ActivityFilter } from '../utils/audit-log'

export const AUDIT_LOG_QUERY_KEY = [...ADMIN_QUERY_KEY, 'audit-log'] as const
// Entries a page: a full page means there may be older ones.
export const AUDIT_LOG_PAGE = 50

// Where a page ends: the last entry shown (entries of one commit share their `at`, the id
// orders them).
export type AuditCursor = { at: string; id: string }

// One page of the log, newest first; `before` asks for what came before that entry.
export function getAuditLog(
  client: ApiClient,
  { entity, who }: ActivityFilter,
  before: AuditCursor | null,
  signal?: AbortSignal,
) {
  return answer(
    client.GET('/api/admin/audit-log', {
      params: {
        query: {
          limit: AUDIT_LOG_PAGE,
          ...(entity ? { entity } : {}),
          ...(who ? { actor: who } : {}),
          ...(before ? { before: before.at, before_id: before.id } : {}),
        },
      },
      signal,
    }),
  )
}

// The log a page at a time: 'Load older' asks for the entries before the last one shown.
export function useAuditLog(filter: ActivityFilter) {
  const client = useAdminApi()
  return useInfiniteQuery({
    queryKey: [...AUDIT_LOG_QUERY_KEY, filter],
    queryFn: ({ pageParam, signal }) => getAuditLog(client, filter, pageParam, signal),
    initialPageParam: null as AuditCursor | null,
    getNextPageParam: (page): AuditCursor | undefined => {
      const last = page.data.at(-1)
      return page.data.length < AUDIT_LOG_PAGE || !last ? undefined : { at: last.at, id: last.id }
    },
    // A new filter keeps the rows shown (the table marked busy) until its answer comes.
    placeholderData: keepPreviousData,
    retry: retryUnanswered,
  })
}
