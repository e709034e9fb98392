import type { ReactNode } from 'react'

type AuthNoticeProps = { tone: 'error' | 'success'; children: ReactNode }

// The login form's message boxes: errors in the spec's red box, the sign-up confirmation in green.
export function AuthNotice({ tone, children }: AuthNoticeProps) {
  const styles =
    tone === 'error'
      ? 'border-red-600/40 bg-red-600/10 text-red-800 dark:border-red-400/40 dark:bg-red-500/10 dark:text-red-200'
      : 'border-emerald-600/40 bg-emerald-600/10 text-emerald-900 dark:border-emerald-400/40 dark:bg-emerald-500/10 dark:text-emerald-200'
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border px-4 py-3 text-sm leading-relaxed ${styles}`}
    >
      {children}
    </div>
  )
}
