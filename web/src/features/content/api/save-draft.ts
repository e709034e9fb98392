import { useMutation, useQueryClient } from '@tanstack/react-query'

import { answer } from '@/lib/api-client'
import type { components } from '@/lib/api/schema'
import { useAdminApi } from '@/lib/auth'

import { DRAFTS_QUERY_KEY, type DraftPublic } from './drafts'

type Schemas = components['schemas']

// What a draft is of: a section by its name, or an event or a package (null: a new one).
export type DraftOf =
  | { entity: 'content_sections'; sectionName: string; body: Schemas['SectionUpdate'] }
  | { entity: 'events'; id: string | null; body: Schemas['EventInput'] }
  | { entity: 'packages'; id: string | null; body: Schemas['PackageInput'] }

// Keeps changes without publishing them: checked by the server like a save, shown on the Drafts
// screen and in the preview, never to visitors.
export function useSaveDraft() {
  const client = useAdminApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (draft: DraftOf): Promise<DraftPublic> => {
      if (draft.entity === 'content_sections') {
        return answer(
          client.PUT('/api/admin/drafts/sections/{section_name}', {
            params: { path: { section_name: draft.sectionName } },
            body: draft.body,
          }),
        )
      }
      if (draft.entity === 'events') {
        return answer(
          draft.id === null
            ? client.POST('/api/admin/drafts/events', { body: draft.body })
            : client.PUT('/api/admin/drafts/events/{row_id}', {
                params: { path: { row_id: draft.id } },
                body: draft.body,
              }),
        )
      }
      return answer(
        draft.id === null
          ? client.POST('/api/admin/drafts/packages', { body: draft.body })
          : client.PUT('/api/admin/drafts/packages/{row_id}', {
              params: { path: { row_id: draft.id } },
              body: draft.body,
            }),
      )
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DRAFTS_QUERY_KEY }),
  })
}
