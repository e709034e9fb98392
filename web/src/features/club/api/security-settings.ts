import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { answer } from '@/lib/api-client'
import type { components } from '@/lib/api/schema'
import { useAdminApi } from '@/lib/auth'
import { retryUnanswered } from '@/lib/query-policies'

import { ADMIN_QUERY_KEY } from '@/lib/admin-api/query-keys'

export type SecuritySettings = components['schemas']['SecuritySettings']

export const SECURITY_SETTINGS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'security-settings'] as const

// The roles whose accounts must sign in with a second factor (owners only).
export function useSecuritySettings() {
  const client = useAdminApi()
  return useQuery({
    queryKey: SECURITY_SETTINGS_QUERY_KEY,
    queryFn: ({ signal }) => answer(client.GET('/api/admin/users/security-settings', { signal })),
    retry: retryUnanswered,
  })
}

export function useSaveSecuritySettings() {
  const client = useAdminApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: SecuritySettings) =>
      answer(client.PUT('/api/admin/users/security-settings', { body })),
    onSuccess: (saved) => {
      queryClient.setQueryData(SECURITY_SETTINGS_QUERY_KEY, saved)
    },
  })
}
