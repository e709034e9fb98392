import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'

import { answer, type ApiClient } from '@/lib/api-client'
import type { ContentSectionPublic, ContentSectionsPublic, SectionUpdate } from '@/lib/api/types'
import { useAdminApi } from '@/lib/auth'
import { shouldRetryAdminQuery } from '@/lib/query-policies'

import { isJsonObject, type JsonObject } from '@/lib/json-content'
import { CONTENT_QUERY_KEY } from './content-query-keys'

export const SECTIONS_QUERY_KEY = [...CONTENT_QUERY_KEY, 'sections'] as const

export function getSections(client: ApiClient, signal?: AbortSignal) {
  return answer(client.GET('/api/admin/sections', { signal }))
}

export function getSectionsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: SECTIONS_QUERY_KEY,
    queryFn: ({ signal }) => getSections(client, signal),
    retry: shouldRetryAdminQuery,
  })
}

export function useSections() {
  return useQuery(getSectionsQueryOptions(useAdminApi()))
}

// One section by name: undefined while loading, null when it was never saved.
export function useSection(name: string) {
  const query = useSections()
  const section = query.data?.data.find((item) => item.section_name === name) ?? null
  return { ...query, section: query.data ? section : undefined }
}

export type SaveSectionInput = { sectionName: string } & SectionUpdate

// Upsert: the server updates the row or inserts it.
export function useSaveSection() {
  const client = useAdminApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ sectionName, ...body }: SaveSectionInput) =>
      answer(
        client.PUT('/api/admin/sections/{section_name}', {
          params: { path: { section_name: sectionName } },
          body,
        }),
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData<ContentSectionsPublic>(SECTIONS_QUERY_KEY, (current) => {
        if (!current) return current
        const others = current.data.filter((item) => item.section_name !== saved.section_name)
        const data = [...others, saved].sort((a, b) => a.section_name.localeCompare(b.section_name))
        return { data, count: data.length }
      })
      return queryClient.invalidateQueries({ queryKey: SECTIONS_QUERY_KEY })
    },
  })
}

// Saves one part of a section's content (bottle-service features, say) on top of what the server
// holds right now, so the other parts, the title and the subtitle stay as they are.
export function useSaveSectionPart(sectionName: string) {
  const client = useAdminApi()
  const queryClient = useQueryClient()
  const save = useSaveSection()
  const [pending, setPending] = useState(false)

  async function savePart(
    patch: (content: JsonObject) => JsonObject,
  ): Promise<ContentSectionPublic> {
    setPending(true)
    try {
      const fresh = await queryClient.query({ ...getSectionsQueryOptions(client), staleTime: 0 })
      const section = fresh.data.find((item) => item.section_name === sectionName)
      const content = patch(section && isJsonObject(section.content) ? section.content : {})
      return await save.mutateAsync({
        sectionName,
        title: section?.title ?? null,
        subtitle: section?.subtitle ?? null,
        content,
      })
    } finally {
      setPending(false)
    }
  }

  return { savePart, isPending: pending }
}
