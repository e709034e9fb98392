import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { answer } from '@/lib/api-client'
import type { operations } from '@/lib/api/schema'
import type { RevisionPublic } from '@/lib/api/types'
import { useAdminApi } from '@/lib/auth'
import { shouldRetryAdminQuery } from '@/lib/query-policies'

import { CONTENT_QUERY_KEY } from './content-query-keys'

// The tables whose rows keep a history, as the server names them.
export type HistoryEntity = operations['read_history']['parameters']['path']['entity']

// Under the content key: a restore refreshes the screens, their histories and the trash at once.
export const historyQueryKey = (entity: HistoryEntity, entityId: string) =>
  [...CONTENT_QUERY_KEY, 'history', entity, entityId] as const
export const TRASH_QUERY_KEY = [...CONTENT_QUERY_KEY, 'trash'] as const

// A row's versions, newest first.
export function useHistory(entity: HistoryEntity, entityId: string) {
  const client = useAdminApi()
  return useQuery({
    queryKey: historyQueryKey(entity, entityId),
    queryFn: ({ signal }) =>
      answer(
        client.GET('/api/admin/history/{entity}/{entity_id}', {
          params: { path: { entity, entity_id: entityId } },
          signal,
        }),
      ),
    retry: shouldRetryAdminQuery,
  })
}

// What was deleted in the last 30 days and not brought back, newest first.
export function useTrash() {
  const client = useAdminApi()
  return useQuery({
    queryKey: TRASH_QUERY_KEY,
    queryFn: ({ signal }) => answer(client.GET('/api/admin/trash', { signal })),
    retry: shouldRetryAdminQuery,
  })
}

// Brings back the value a revision holds. Once the server has it, every content query is read
// again before the mutation settles, so a screen remounting its form after `mutateAsync` seeds it
// from the restored row, not from what it held before.
export function useRestoreRevision() {
  const client = useAdminApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (revisionId: string): Promise<RevisionPublic> =>
      answer(
        client.POST('/api/admin/revisions/{revision_id}/restore', {
          params: { path: { revision_id: revisionId } },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTENT_QUERY_KEY }),
  })
}
