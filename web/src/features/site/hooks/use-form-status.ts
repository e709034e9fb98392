import { useCallback, useEffect, useState } from 'react'

// A form's message box is shown for 5 seconds.
export const FORM_MESSAGE_MS = 5000

export type FormStatusKind = 'success' | 'error'

// The form's message box: shown by show(), gone 5 seconds after the latest show().
export function useFormStatus() {
  const [shown, setShown] = useState<{ kind: FormStatusKind; serial: number } | null>(null)
  useEffect(() => {
    if (shown === null) return
    const timer = setTimeout(() => {
      setShown(null)
    }, FORM_MESSAGE_MS)
    return () => {
      clearTimeout(timer)
    }
  }, [shown])
  const show = useCallback((kind: FormStatusKind) => {
    setShown((previous) => ({ kind, serial: (previous?.serial ?? 0) + 1 }))
  }, [])
  const clear = useCallback(() => {
    setShown(null)
  }, [])
  return { status: shown?.kind ?? null, show, clear }
}
