import { queryOptions, useQuery } from '@tanstack/react-query'

import { answer, type ApiClient } from '@/lib/api-client'
import type { UsersPublic } from '@/lib/api/types'
import { useAdminApi } from '@/lib/auth'
import { retryUnanswered } from '@/lib/query-policies'

import { ADMIN_QUERY_KEY } from '@/lib/admin-api/query-keys'

export const USERS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'users'] as const

export function getUsers(client: ApiClient, signal?: AbortSignal): Promise<UsersPublic> {
  return answer(client.GET('/api/admin/users', { signal }))
}

export function getUsersQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: USERS_QUERY_KEY,
    queryFn: ({ signal }) => getUsers(client, signal),
    retry: retryUnanswered,
  })
}

export function useUsers() {
  return useQuery(getUsersQueryOptions(useAdminApi()))
}
