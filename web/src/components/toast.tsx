import { CheckCircle2, Info, X, XCircle } from 'lucide-react'
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'

import { CLOSE_NOTIFICATION, NOTIFICATIONS_LABEL } from '@/messages-admin'

import {
  TOAST_DURATION_MS,
  ToastContext,
  type Toaster,
  type ToastOptions,
  type ToastType,
} from './use-toast'

type ToastEntry = { id: number; type: ToastType; message: string } & ToastOptions

const STYLES: Record<ToastType, { icon: typeof Info; accent: string }> = {
  success: { icon: CheckCircle2, accent: 'text-emerald-600 dark:text-emerald-400' },
  error: { icon: XCircle, accent: 'text-red-600 dark:text-red-400' },
  info: { icon: Info, accent: 'text-accent' },
}

function ToastCard({ toast, onClose }: { toast: ToastEntry; onClose: (id: number) => void }) {
  const { icon: Icon, accent } = STYLES[toast.type]
  const duration = toast.duration ?? TOAST_DURATION_MS
  useEffect(() => {
    if (duration <= 0) return
    const timer = window.setTimeout(() => {
      onClose(toast.id)
    }, duration)
    return () => {
      window.clearTimeout(timer)
    }
  }, [duration, onClose, toast.id])

  return (
    <li
      data-type={toast.type}
      className="pointer-events-auto flex w-full items-start gap-3 rounded-xl border border-line bg-surface px-4 py-3 text-sm text-ink shadow-2xl shadow-black/30"
    >
      <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${accent}`} />
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">{toast.message}</p>
        {toast.description ? (
          <p className="mt-1 break-words text-ink-muted">{toast.description}</p>
        ) : null}
      </div>
      <button
        type="button"
        aria-label={CLOSE_NOTIFICATION}
        onClick={() => {
          onClose(toast.id)
        }}
        className="-m-1 inline-flex size-7 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-ink/5 hover:text-ink focus-visible:outline-2 focus-visible:outline-accent"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  )
}

// Toasts bottom-right. Errors are announced at once, the rest politely; both live
// regions exist before any toast arrives so screen readers hear the first one too. They carry no
// alert/status role so a screen's own inline alerts stay the only ones a page has.
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastEntry[]>([])
  const nextId = useRef(0)

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id))
  }, [])

  const toaster = useMemo<Toaster>(() => {
    const show = (type: ToastType, message: string, options: ToastOptions = {}) => {
      nextId.current += 1
      const id = nextId.current
      setToasts((current) => [...current, { id, type, message, ...options }])
      return id
    }
    return {
      show,
      success: (message, options) => show('success', message, options),
      error: (message, options) => show('error', message, options),
      info: (message, options) => show('info', message, options),
      dismiss,
    }
  }, [dismiss])

  const polite = toasts.filter((toast) => toast.type !== 'error')
  const assertive = toasts.filter((toast) => toast.type === 'error')
  const list = 'flex flex-col gap-2 empty:hidden'
  return (
    <ToastContext value={toaster}>
      {children}
      <section
        aria-label={NOTIFICATIONS_LABEL}
        className="pointer-events-none fixed right-4 bottom-4 z-[70] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2"
      >
        <ul aria-live="polite" className={list}>
          {polite.map((toast) => (
            <ToastCard key={toast.id} toast={toast} onClose={dismiss} />
          ))}
        </ul>
        <ul aria-live="assertive" className={list}>
          {assertive.map((toast) => (
            <ToastCard key={toast.id} toast={toast} onClose={dismiss} />
          ))}
        </ul>
      </section>
    </ToastContext>
  )
}
