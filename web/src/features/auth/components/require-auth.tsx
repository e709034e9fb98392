import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'

import { Notice } from '@/components/notice'
import { Spinner } from '@/components/spinner'
import { paths } from '@/config/paths'
import { useAuth, useAuthStore } from '@/lib/auth'
import { TRY_AGAIN } from '@/messages'
import { AUTH_UNREACHABLE } from '../messages'

// The verification link opens /admin with this flag; the sign-in page then says what comes next.
export const EMAIL_CONFIRMED_PARAM = 'email_confirmed'

// The admin area's guard: the session is checked on load behind a spinner, and a visitor without
// one is sent to /admin/login (with the verification link's flag, if any).
export function RequireAuth({ children }: { children: ReactNode }) {
  const auth = useAuth()
  const store = useAuthStore()
  const { search } = useLocation()
  if (auth.status === 'loading') return <Spinner className="min-h-svh bg-canvas" />
  if (auth.status === 'signed-out') {
    const confirmed = new URLSearchParams(search).has(EMAIL_CONFIRMED_PARAM)
    const login = paths.admin.login.getHref()
    return <Navigate to={confirmed ? `${login}?${EMAIL_CONFIRMED_PARAM}=1` : login} replace />
  }
  if (auth.status === 'unreachable') {
    return (
      <main className="flex min-h-svh items-center justify-center bg-canvas px-4">
        <div className="w-full max-w-md space-y-6 text-center">
          <Notice tone="error">{AUTH_UNREACHABLE}</Notice>
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
