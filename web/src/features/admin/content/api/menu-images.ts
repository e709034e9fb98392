import { listResource } from './list-resource'

export const menuImagesResource = listResource('/api/admin/menu-images', 'menu-images')
