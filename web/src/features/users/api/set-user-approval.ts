import { useMutation, useQueryClient } from '@tanstack/react-query'

import { answer, type ApiClient } from '@/lib/api-client'
import type { UserPublic } from '@/lib/api/types'
import { useAdminApi } from '@/lib/auth'
import type { Role } from '@/lib/roles'

import { USERS_QUERY_KEY } from './get-users'

export type SetUserApprovalInput = { userId: string; approved: boolean }
export type SetUserRoleInput = { userId: string; role: Role }

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

// What the account may do (owners only; the server keeps at least one owner).
export function setUserRole(
  client: ApiClient,
  { userId, role }: SetUserRoleInput,
): Promise<UserPublic> {
  return answer(
    client.PUT('/api/admin/users/{user_id}/role', {
      params: { path: { user_id: userId } },
      body: { role },
    }),
  )
}

// A change to one account. Failed or not, the list is read again so it shows what the server now
// holds.
function useUserChange<Input>(change: (client: ApiClient, input: Input) => Promise<UserPublic>) {
  const client = useAdminApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: Input) => change(client, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
  })
}

export function useSetUserApproval() {
  return useUserChange(setUserApproval)
}

export function useSetUserRole() {
  return useUserChange(setUserRole)
}

// Two-factor sign-in off for an account that lost its phone and recovery codes (owners only, never
// their own): the account is mailed and signed out everywhere.
export function resetTwoFactor(client: ApiClient, userId: string): Promise<UserPublic> {
  return answer(
    client.POST('/api/admin/users/{user_id}/two-factor/reset', {
      params: { path: { user_id: userId } },
    }),
  )
}

export function useResetTwoFactor() {
  return useUserChange(resetTwoFactor)
}
