import { createContext, use, useEffect, useSyncExternalStore } from 'react'

import type { ApiClient } from './api-client'
import { createAuthStore, type AuthState, type AuthStore } from './auth-store'

// The page's one session. Tests hand a fresh store to <AuthContext value={...}>.
export const authStore = createAuthStore()
export const AuthContext = createContext<AuthStore>(authStore)

export function useAuthStore(): AuthStore {
  return use(AuthContext)
}

// The session state; the first screen that asks starts the session check.
export function useAuth(): AuthState {
  const store = useAuthStore()
  const state = useSyncExternalStore(store.subscribe, store.getState)
  useEffect(() => {
    void store.restore()
  }, [store])
  return state
}

// Whether the owners require two-factor sign-in of this account's role and it has not set it up
// (a staff call said so).
export function useTwoFactorSetupNeeded(): boolean {
  const store = useAuthStore()
  return useSyncExternalStore(store.subscribe, store.needsTwoFactorSetup)
}

// The API client as the signed-in user, for the admin features' API files.
export function useAdminApi(): ApiClient {
  return useAuthStore().client
}
