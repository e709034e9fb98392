import { queryOptions, useQuery } from '@tanstack/react-query'

import { answer, api } from '@/lib/api-client'
import { MENU_IMAGE_TYPES } from '@/lib/api/rules'
import type { MediaInfo, MenuImagePublic } from '@/lib/api/types'

export const MENU_TYPES = MENU_IMAGE_TYPES
export type MenuType = (typeof MENU_TYPES)[number]

export const MENU_IMAGES_KEY = ['public', 'menu-images'] as const

// A menu board with what the server tells of its picture (size, renditions) when it stores it.
export type MenuBoard = MenuImagePublic & { info: MediaInfo | undefined }

// Spec: the menu image of the chosen type (the server lists the newest first), or null.
export async function getMenuImage(
  type: MenuType,
  signal?: AbortSignal,
): Promise<MenuBoard | null> {
  const images = await answer(api.GET('/api/menu-images', { params: { query: { type } }, signal }))
  const image = images.data[0]
  return image ? { ...image, info: images.media?.[image.image_url] } : null
}

export function getMenuImageQueryOptions(type: MenuType) {
  return queryOptions({
    queryKey: [...MENU_IMAGES_KEY, type],
    queryFn: ({ signal }) => getMenuImage(type, signal),
    staleTime: 60_000,
    // The menu page logs a failure and shows an empty image; no retry rule.
    retry: false,
  })
}

export function useMenuImage(type: MenuType) {
  return useQuery(getMenuImageQueryOptions(type))
}
