import { useMutation, useQueryClient } from '@tanstack/react-query'

import type { UserPublic } from '@/lib/api/types'
import { useAdminApi } from '@/lib/auth'
import type { AuthStore } from '@/lib/auth-store'

import { USERS_QUERY_KEY } from './get-users'

export type SetUserApprovalInput = { userId: string; approved: boolean }

// Approve lets an account into the admin area; revoke takes it out and signs it out everywhere.
export function setUserApproval(
  client: AuthStore['api'],
  { userId, approved }: SetUserApprovalInput,
): Promise<UserPublic> {
  const action = approved ? 'approve' : 'revoke'
  return client.post<UserPublic>(`/api/admin/users/${encodeURIComponent(userId)}/${action}`)
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
