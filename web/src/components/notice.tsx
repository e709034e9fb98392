import { useLayoutEffect, useRef, type ReactNode } from 'react'

export type NoticeTone = 'error' | 'success' | 'info' | 'warning'

const TONES: Record<NoticeTone, string> = {
  error:
    'border-red-600/40 bg-red-600/10 text-red-800 dark:border-red-400/40 dark:bg-red-500/10 dark:text-red-200',
  success:
    'border-emerald-600/40 bg-emerald-600/10 text-emerald-900 dark:border-emerald-400/40 dark:bg-emerald-500/10 dark:text-emerald-200',
  info: 'border-line bg-canvas text-ink',
  warning:
    'border-amber-600/50 bg-amber-500/10 text-amber-950 dark:border-amber-400/50 dark:bg-amber-400/10 dark:text-amber-100',
}

type NoticeProps = { tone: NoticeTone; focus?: boolean; children: ReactNode }

// A message box of the standalone pages (sign-in, the mailed links): a refusal is an alert in the
// red box, anything else a status. `focus` takes the focus to it (the button that led here is gone),
// as it appears: before the browser paints it.
export function Notice({ tone, focus = false, children }: NoticeProps) {
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    if (focus) ref.current?.focus()
  }, [focus])
  return (
    <div
      ref={ref}
      tabIndex={focus ? -1 : undefined}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border px-4 py-3 text-sm leading-relaxed outline-none ${TONES[tone]}`}
    >
      {children}
    </div>
  )
}
