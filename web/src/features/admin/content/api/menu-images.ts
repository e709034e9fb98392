import type { MenuImageInput, MenuImagePublic } from '@/lib/api/types'

import { listResource } from './list-resource'

export const menuImagesResource = listResource<MenuImagePublic, MenuImageInput>(
  '/api/admin/menu-images',
  'menu-images',
)
