import { GALLERY_RETRIES, galleryRetryDelay } from '@/lib/query-policies'

import { listResource } from '@/lib/admin-api/list-resource'

export const galleryItemsResource = listResource('/api/admin/gallery-items', 'gallery-items', {
  retry: GALLERY_RETRIES,
  retryDelay: galleryRetryDelay,
})
