import { useQuery } from '@tanstack/react-query'

import { answer, api } from '@/lib/api-client'
import type { ContentSectionPublic, GalleryItemPublic } from '@/lib/api/types'

import { getSectionWith } from './get-section'
import { publicKeys, publicSectionQuery } from './public-queries'

export type GalleryData = { section: ContentSectionPublic | null; items: GalleryItemPublic[] }

export async function getGallery(signal?: AbortSignal): Promise<GalleryData> {
  const { section, rows } = await getSectionWith(
    'gallery',
    (abort) => answer(api.GET('/api/gallery-items', { signal: abort })),
    signal,
  )
  return { section, items: rows }
}

export function getGalleryQueryOptions() {
  return publicSectionQuery(publicKeys.gallery, getGallery, (site) => ({
    section: site.sections.gallery ?? null,
    items: site.gallery_items,
  }))
}

export function useGallery() {
  return useQuery(getGalleryQueryOptions())
}
