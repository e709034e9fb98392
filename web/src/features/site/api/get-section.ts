import { answer, api } from '@/lib/api-client'
import type { ContentSectionPublic } from '@/lib/api/types'

// One content section, or null when staff have not saved it yet (the page then uses defaults).
export function getSection(
  name: string,
  signal?: AbortSignal,
): Promise<ContentSectionPublic | null> {
  return answer(
    api.GET('/api/sections/{section_name}', { params: { path: { section_name: name } }, signal }),
  )
}

// A content section read together with the rows it shows (the gallery's items, the packages).
export async function getSectionWith<Rows>(
  name: string,
  readRows: (signal?: AbortSignal) => Promise<{ data: Rows }>,
  signal?: AbortSignal,
): Promise<{ section: ContentSectionPublic | null; rows: Rows }> {
  const [section, rows] = await Promise.all([getSection(name, signal), readRows(signal)])
  return { section, rows: rows.data }
}
