import type { GalleryItemInput, GalleryItemPublic } from '@/lib/api/types'

import { galleryRetryDelay, GALLERY_RETRIES } from '../utils/retry'
import { listResource } from './list-resource'

export const galleryItemsResource = listResource<GalleryItemPublic, GalleryItemInput>(
  '/api/admin/gallery-items',
  'gallery-items',
  { retry: GALLERY_RETRIES, retryDelay: galleryRetryDelay },
)
