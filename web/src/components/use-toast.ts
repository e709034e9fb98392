import { createContext, use } from 'react'

// Toasts close on their own after 5000 ms unless told otherwise.
export const TOAST_DURATION_MS = 5000

export type ToastType = 'success' | 'error' | 'info'
export type ToastOptions = { description?: string; duration?: number }

export type Toaster = {
  show: (type: ToastType, message: string, options?: ToastOptions) => number
  success: (message: string, options?: ToastOptions) => number
  error: (message: string, options?: ToastOptions) => number
  info: (message: string, options?: ToastOptions) => number
  dismiss: (id: number) => void
}

export const ToastContext = createContext<Toaster | null>(null)

// The toasts of the nearest <ToastProvider> (components/toast.tsx; the admin area mounts one).
export function useToast(): Toaster {
  const toaster = use(ToastContext)
  if (!toaster) throw new Error('useToast() needs a <ToastProvider> above it')
  return toaster
}
