import { CONTENT_QUERY_KEY } from '@/lib/admin-api/content-query-keys'
import { singleResource } from '@/lib/admin-api/single-resource'

const navigation = singleResource('/api/admin/navigation', [...CONTENT_QUERY_KEY, 'navigation'])

export const useNavigation = navigation.useItem
export const useSaveNavigation = navigation.useSave
