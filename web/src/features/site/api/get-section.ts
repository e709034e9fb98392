import { api } from '@/lib/api-client'
import type { ContentSectionPublic } from '@/lib/api/types'

// One content section, or null when staff have not saved it yet (the page then uses defaults).
export function getSection(name: string, signal?: AbortSignal): Promise<ContentSectionPublic | null> {
  return api.get<ContentSectionPublic | null>(`/api/sections/${encodeURIComponent(name)}`, {
    signal,
  })
}
