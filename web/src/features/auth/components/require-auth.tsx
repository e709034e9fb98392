import type { ReactNode } from 'react'
import { Navigate } from 'react-router'

import { Spinner } from '@/components/spinner'
import { paths } from '@/config/paths'
import { useAuth, useAuthStore } from '@/lib/auth'
import { AUTH_UNREACHABLE, TRY_AGAIN } from '@/messages'

import { AuthNotice } from './auth-notice'

// The admin area's guard (spec section 2): the session is checked on load behind a spinner, and
// a visitor without one is sent to /admin/login.
export function RequireAuth({ children }: { children: ReactNode }) {
  const auth = useAuth()
  const store = useAuthStore()
  if (auth.status === 'loading') return <Spinner className="min-h-svh bg-canvas" />
  if (auth.status === 'signed-out') return <Navigate to={paths.admin.login.getHref()} replace />
  if (auth.status === 'unreachable') {
    return (
      <main className="flex min-h-svh items-center justify-center bg-canvas px-4">
        <div className="w-full max-w-md space-y-6 text-center">
          <AuthNotice tone="error">{AUTH_UNREACHABLE}</AuthNotice>
          <button
            type="button"
            onClick={() => {
              void store.restore()
            }}
            className="rounded-full border border-accent px-6 py-2 text-sm font-semibold tracking-widest text-accent uppercase transition-colors hover:bg-accent/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
          >
            {TRY_AGAIN}
          </button>
        </div>
      </main>
    )
  }
  return children
}
