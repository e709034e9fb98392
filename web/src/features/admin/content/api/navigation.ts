import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import type { NavigationPublic, NavigationUpdate } from '@/lib/api/types'
import { useAdminApi } from '@/lib/auth'
import type { AuthStore } from '@/lib/auth-store'

import { shouldRetryAdminQuery } from '../utils/retry'
import { CONTENT_QUERY_KEY } from './query-keys'

export const NAVIGATION_QUERY_KEY = [...CONTENT_QUERY_KEY, 'navigation'] as const

// null before the first save.
export function getNavigation(client: AuthStore['api'], signal?: AbortSignal) {
  return client.get<NavigationPublic | null>('/api/admin/navigation', { signal })
}

export function useNavigation() {
  const client = useAdminApi()
  return useQuery(
    queryOptions({
      queryKey: NAVIGATION_QUERY_KEY,
      queryFn: ({ signal }) => getNavigation(client, signal),
      retry: shouldRetryAdminQuery,
    }),
  )
}

export function useSaveNavigation() {
  const client = useAdminApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: NavigationUpdate) => client.put<NavigationPublic>('/api/admin/navigation', input),
    onSuccess: (saved) => {
      queryClient.setQueryData(NAVIGATION_QUERY_KEY, saved)
    },
  })
}
