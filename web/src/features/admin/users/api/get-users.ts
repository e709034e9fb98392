import { queryOptions, useQuery } from '@tanstack/react-query'

import { ApiError } from '@/lib/api-client'
import type { UsersPublic } from '@/lib/api/types'
import { useAdminApi } from '@/lib/auth'
import type { AuthStore } from '@/lib/auth-store'

import { ADMIN_QUERY_KEY } from '../../api/query-keys'

export const USERS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'users'] as const

export function getUsers(client: AuthStore['api'], signal?: AbortSignal): Promise<UsersPublic> {
  return client.get<UsersPublic>('/api/admin/users', { signal })
}

export function getUsersQueryOptions(client: AuthStore['api']) {
  return queryOptions({
    queryKey: USERS_QUERY_KEY,
    queryFn: ({ signal }) => getUsers(client, signal),
    // A refusal will not change on its own; only a failure to get an answer is worth repeating.
    retry: (failureCount, error) => !(error instanceof ApiError) && failureCount < 2,
  })
}

export function useUsers() {
  return useQuery(getUsersQueryOptions(useAdminApi()))
}
