import { CONTENT_QUERY_KEY } from './query-keys'
import { singleResource } from './single-resource'

const navigation = singleResource('/api/admin/navigation', [...CONTENT_QUERY_KEY, 'navigation'])

export const useNavigation = navigation.useItem
export const useSaveNavigation = navigation.useSave
