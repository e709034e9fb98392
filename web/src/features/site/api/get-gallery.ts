import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api-client'
import type { ContentSectionPublic, GalleryItemPublic, GalleryItemsPublic } from '@/lib/api/types'

import { getSection } from './get-section'
import { PUBLIC_RETRIES, sectionRetryDelay } from './public-retry'
import { inlined, publicKeys } from './public-queries'

export type GalleryData = { section: ContentSectionPublic | null; items: GalleryItemPublic[] }

export async function getGallery(signal?: AbortSignal): Promise<GalleryData> {
  const [section, items] = await Promise.all([
    getSection('gallery', signal),
    api.get<GalleryItemsPublic>('/api/gallery-items', { signal }),
  ])
  return { section, items: items.data }
}

export function getGalleryQueryOptions() {
  return queryOptions({
    queryKey: publicKeys.gallery,
    queryFn: ({ signal }) => getGallery(signal),
    initialData: inlined((site) => ({
      section: site.sections.gallery ?? null,
      items: site.gallery_items,
    })),
    staleTime: 60_000,
    retry: PUBLIC_RETRIES,
    retryDelay: sectionRetryDelay,
  })
}

export function useGallery() {
  return useQuery(getGalleryQueryOptions())
}
