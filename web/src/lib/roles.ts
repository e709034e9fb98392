import { OPERATION_ROLES, ROLES } from '@/lib/api/rules'

import { useAuth } from './auth'

// What an account may do. The table of which role may call which operation is the server's,
// generated into lib/api/rules.ts: screens ask here and never keep a copy of it.
export type Role = (typeof ROLES)[number]
export type OperationId = keyof typeof OPERATION_ROLES

// Whether `role` may call the operation (nobody signed in may call none).
export function can(role: Role | null | undefined, operation: OperationId): boolean {
  if (!role) return false
  const allowed: readonly Role[] = OPERATION_ROLES[operation]
  return allowed.includes(role)
}

// The signed-in account's role; null while the session is checked or after it ended.
export function useRole(): Role | null {
  const auth = useAuth()
  return auth.status === 'signed-in' ? auth.user.role : null
}

// `can` for the signed-in account: `const allowed = useCan(); allowed('export_reservations')`.
export function useCan(): (operation: OperationId) => boolean {
  const role = useRole()
  return (operation) => can(role, operation)
}
