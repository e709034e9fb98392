import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { answer, type ApiClient } from '@/lib/api-client'
import type { components } from '@/lib/api/schema'
import { useAdminApi } from '@/lib/auth'
import { shouldRetryAdminQuery } from '@/lib/query-policies'

import { isVideoUrl } from './upload-rules'

export type MediaInfo = components['schemas']['MediaInfo']
// 0 to 1 from the left and from the top.
export type FocusPoint = { x: number; y: number }

export const mediaInfoKey = (url: string) => ['admin', 'media', url] as const

// A picture in our own store: the server keeps a focal point for those alone.
export function isStoredPicture(url: string | null | undefined): url is string {
  return typeof url === 'string' && url.startsWith('/media/') && !isVideoUrl(url)
}

export function readMediaInfo(
  client: ApiClient,
  url: string,
  signal?: AbortSignal,
): Promise<MediaInfo> {
  return answer(client.GET('/api/admin/media', { params: { query: { url } }, signal }))
}

export function setMediaFocus(
  client: ApiClient,
  url: string,
  { x, y }: FocusPoint,
): Promise<MediaInfo> {
  return answer(client.PUT('/api/admin/media/focus', { body: { url, focus_x: x, focus_y: y } }))
}

export function useMediaInfo(url: string, enabled: boolean) {
  const client = useAdminApi()
  return useQuery({
    queryKey: mediaInfoKey(url),
    queryFn: ({ signal }) => readMediaInfo(client, url, signal),
    enabled,
    retry: shouldRetryAdminQuery,
  })
}

// Saves the point and keeps the server's answer as the picture's details.
export function useSetMediaFocus(url: string) {
  const client = useAdminApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (point: FocusPoint) => setMediaFocus(client, url, point),
    // One save at a time for a picture, in the order chosen: the last point chosen is the one kept.
    scope: { id: `media-focus ${url}` },
    onSuccess: (info) => {
      queryClient.setQueryData(mediaInfoKey(url), info)
    },
  })
}
