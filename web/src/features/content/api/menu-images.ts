import { listResource } from '@/lib/admin-api/list-resource'

export const menuImagesResource = listResource('/api/admin/menu-images', 'menu-images')
