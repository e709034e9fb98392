import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { answer } from '@/lib/api-client'
import type { components } from '@/lib/api/schema'
import { useAdminApi, useAuthStore } from '@/lib/auth'
import { retryUnanswered } from '@/lib/query-policies'

import { ADMIN_QUERY_KEY } from '@/lib/admin-api/query-keys'

export type TwoFactorPublic = components['schemas']['TwoFactorPublic']
export type TwoFactorSetupPublic = components['schemas']['TwoFactorSetupPublic']
export type PasswordChange = components['schemas']['PasswordChange']
export type EmailChange = components['schemas']['EmailChange']
export type TwoFactorCode = components['schemas']['TwoFactorCode']

export const TWO_FACTOR_QUERY_KEY = [...ADMIN_QUERY_KEY, 'two-factor'] as const

// The signed-in account's own sign-in: these calls are the account's, not staff operations, so
// they still work while the owners' two-factor requirement closes the staff screens.

export function useTwoFactorStatus() {
  const client = useAdminApi()
  return useQuery({
    queryKey: TWO_FACTOR_QUERY_KEY,
    queryFn: ({ signal }) => answer(client.GET('/api/auth/2fa', { signal })),
    retry: retryUnanswered,
  })
}

// The other sessions are signed out; this one stays.
export function useChangePassword() {
  const client = useAdminApi()
  return useMutation({
    mutationFn: (body: PasswordChange) => answer(client.POST('/api/auth/password', { body })),
  })
}

// Nothing changes until the link mailed to the new address is opened.
export function useChangeEmail() {
  const client = useAdminApi()
  return useMutation({
    mutationFn: (body: EmailChange) => answer(client.POST('/api/auth/email', { body })),
  })
}

// Changes to how the account signs in ask for its password as well as the session.

// A new secret for the authenticator app; sign-in asks for nothing more until a first code turns
// it on.
export function useSetUpTwoFactor() {
  const client = useAdminApi()
  return useMutation({
    mutationFn: (currentPassword: string) =>
      answer(client.POST('/api/auth/2fa/setup', { body: { current_password: currentPassword } })),
  })
}

// Turned on with a first code: the answer holds the recovery codes, shown only now. The staff
// screens a requirement closed open again; the account's other sessions are signed out.
export function useEnableTwoFactor() {
  const client = useAdminApi()
  const store = useAuthStore()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: TwoFactorCode) => answer(client.POST('/api/auth/2fa/enable', { body })),
    onSuccess: ({ recovery_codes }) => {
      store.setTwoFactorSetupNeeded(false)
      queryClient.setQueryData<TwoFactorPublic>(TWO_FACTOR_QUERY_KEY, (status) =>
        status ? { ...status, enabled: true, recovery_codes_left: recovery_codes.length } : status,
      )
      void queryClient.invalidateQueries({ queryKey: TWO_FACTOR_QUERY_KEY })
    },
  })
}

// Turned off with a code from the app or a recovery code; the answer is the new status.
export function useDisableTwoFactor() {
  const client = useAdminApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: TwoFactorCode) => answer(client.POST('/api/auth/2fa/disable', { body })),
    onSuccess: (status) => {
      queryClient.setQueryData(TWO_FACTOR_QUERY_KEY, status)
    },
  })
}
