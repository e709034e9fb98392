import { answer } from '@/lib/api-client'
import type { NavigationUpdate } from '@/lib/api/types'

import { CONTENT_QUERY_KEY } from './query-keys'
import { singleResource } from './single-resource'

export const NAVIGATION_QUERY_KEY = [...CONTENT_QUERY_KEY, 'navigation'] as const

const navigation = singleResource(
  NAVIGATION_QUERY_KEY,
  (client, signal) => answer(client.GET('/api/admin/navigation', { signal })),
  (client, body: NavigationUpdate) => answer(client.PUT('/api/admin/navigation', { body })),
)

export const useNavigation = navigation.useItem
export const useSaveNavigation = navigation.useSave
