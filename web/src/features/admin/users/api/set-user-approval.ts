import { useMutation, useQueryClient } from '@tanstack/react-query'

import { answer, type ApiClient } from '@/lib/api-client'
import type { UserPublic } from '@/lib/api/types'
import { useAdminApi } from '@/lib/auth'

import { USERS_QUERY_KEY } from './get-users'

export type SetUserApprovalInput = { userId: string; approved: boolean }

// Approve lets an account into the admin area; revoke takes it out and signs it out everywhere.
export function setUserApproval(
  client: ApiClient,
  { userId, approved }: SetUserApprovalInput,
): Promise<UserPublic> {
  const path = { params: { path: { user_id: userId } } }
  return answer(
    approved
      ? client.POST('/api/admin/users/{user_id}/approve', path)
      : client.POST('/api/admin/users/{user_id}/revoke', path),
  )
}

export function useSetUserApproval() {
  const client = useAdminApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: SetUserApprovalInput) => setUserApproval(client, input),
    // Failed or not, the list is read again so it shows what the server now holds.
    onSettled: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
  })
}
