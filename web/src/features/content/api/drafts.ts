import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query'
import { useState } from 'react'

import { answer, type ApiClient } from '@/lib/api-client'
import type { components } from '@/lib/api/schema'
import type { SitePublic } from '@/lib/api/types'
import { useAdminApi } from '@/lib/auth'
import { shouldRetryAdminQuery } from '@/lib/query-policies'

import { ADMIN_QUERY_KEY } from '@/lib/admin-api/query-keys'
import { eventsResource } from '@/lib/admin-api/events'
import { packagesResource } from '@/lib/admin-api/packages'
import { SECTIONS_QUERY_KEY } from '@/lib/admin-api/sections'

export type DraftPublic = components['schemas']['DraftPublic']
export type DraftsPublic = components['schemas']['DraftsPublic']
export type DraftEntity = DraftPublic['entity']

// Under the admin key, so signing out drops them. Both are read again whenever a draft is
// published or discarded: the preview is built from the drafts.
export const DRAFTS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'drafts'] as const
export const DRAFTS_LIST_QUERY_KEY = [...DRAFTS_QUERY_KEY, 'list'] as const
export const PREVIEW_QUERY_KEY = [...DRAFTS_QUERY_KEY, 'preview'] as const

// The admin screen that lists what a published draft changed.
const ADMIN_LIST_KEYS: Record<DraftEntity, QueryKey> = {
  content_sections: SECTIONS_QUERY_KEY,
  events: eventsResource.queryKey,
  packages: packagesResource.queryKey,
}

export function getDrafts(client: ApiClient, signal?: AbortSignal): Promise<DraftsPublic> {
  return answer(client.GET('/api/admin/drafts', { signal }))
}

export function getPreviewSite(client: ApiClient, signal?: AbortSignal): Promise<SitePublic> {
  return answer(client.GET('/api/admin/preview', { signal }))
}

export function useDrafts() {
  const client = useAdminApi()
  return useQuery({
    queryKey: DRAFTS_LIST_QUERY_KEY,
    queryFn: ({ signal }) => getDrafts(client, signal),
    retry: shouldRetryAdminQuery,
  })
}

// The landing payload as visitors would get it with every draft published.
export function usePreviewSite() {
  const client = useAdminApi()
  return useQuery({
    queryKey: PREVIEW_QUERY_KEY,
    queryFn: ({ signal }) => getPreviewSite(client, signal),
    retry: shouldRetryAdminQuery,
  })
}

// What a publish changed: the drafts (and the preview built from them), the admin list the draft
// belongs to, and the public site's own queries (`siteKeys`, handed down by the app: the admin
// feature does not know the site's keys), so this tab shows the live site as it now is.
export function afterPublish(
  queryClient: QueryClient,
  entities: readonly DraftEntity[],
  siteKeys: readonly QueryKey[],
) {
  const keys = [
    DRAFTS_QUERY_KEY,
    ...new Set(entities.map((entity) => ADMIN_LIST_KEYS[entity])),
    ...siteKeys,
  ]
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
}

function publish(client: ApiClient, draft: DraftPublic) {
  return answer(
    client.POST('/api/admin/drafts/{draft_id}/publish', {
      params: { path: { draft_id: draft.id } },
    }),
  )
}

export function usePublishDraft(siteKeys: readonly QueryKey[]) {
  const client = useAdminApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (draft: DraftPublic) => publish(client, draft),
    onSuccess: (_published, draft) => afterPublish(queryClient, [draft.entity], siteKeys),
  })
}

export function useDiscardDraft() {
  const client = useAdminApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (draft: DraftPublic) => {
      await client.DELETE('/api/admin/drafts/{draft_id}', {
        params: { path: { draft_id: draft.id } },
      })
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DRAFTS_QUERY_KEY }),
  })
}

export type PublishAllOutcome =
  | { ok: true; published: number }
  | { ok: false; published: number; failed: DraftPublic; error: unknown }

// Publishes the drafts one after the other, oldest first as the server lists them, and stops at
// the first refusal (a rule the draft no longer meets): what came before it stays published.
export function usePublishAll(siteKeys: readonly QueryKey[]) {
  const client = useAdminApi()
  const queryClient = useQueryClient()
  const [progress, setProgress] = useState<{ done: number; count: number } | null>(null)

  async function publishAll(drafts: readonly DraftPublic[]): Promise<PublishAllOutcome> {
    const entities: DraftEntity[] = []
    let outcome: PublishAllOutcome = { ok: true, published: 0 }
    try {
      for (const [index, draft] of drafts.entries()) {
        setProgress({ done: index, count: drafts.length })
        try {
          await publish(client, draft)
        } catch (error) {
          outcome = { ok: false, published: index, failed: draft, error }
          break
        }
        entities.push(draft.entity)
        outcome = { ok: true, published: index + 1 }
      }
    } finally {
      setProgress(null)
      await afterPublish(queryClient, entities, siteKeys)
    }
    return outcome
  }

  return { publishAll, progress, publishing: progress !== null }
}
