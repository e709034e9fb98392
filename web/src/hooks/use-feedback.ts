import { useCallback, useEffect, useRef, useState } from 'react'

import { useToast } from '@/components/use-toast'

import { fieldErrorsOf, serverMessageOf, type FieldErrors } from '@/lib/field-errors'

// A save's outcome: the product's toast, and the server's per-field messages kept for the form.
export function useSaveFeedback() {
  const toast = useToast()
  const [errors, setErrors] = useState<FieldErrors>({})
  const succeeded = useCallback(
    (message: string) => {
      setErrors({})
      toast.success(message)
    },
    [toast],
  )
  const failed = useCallback(
    (message: string, error: unknown) => {
      setErrors(fieldErrorsOf(error))
      toast.error(message, { description: serverMessageOf(error) })
    },
    [toast],
  )
  // The callbacks of one save: `then` runs with what the server kept, before the success toast.
  function outcome<Saved>(
    succeededText: string,
    failedText: string,
    then?: (saved: Saved) => void,
  ) {
    return {
      onSuccess: (saved: Saved) => {
        then?.(saved)
        succeeded(succeededText)
      },
      onError: (error: unknown) => {
        failed(failedText, error)
      },
    }
  }
  return { errors, setErrors, succeeded, failed, outcome, toast }
}

// The product's load-failure toast, once per failure (a screen shows its inline error as well).
export function useLoadFailureToast(failed: boolean, message: string) {
  const toast = useToast()
  const shown = useRef(false)
  useEffect(() => {
    if (failed && !shown.current) toast.error(message)
    shown.current = failed
  }, [failed, message, toast])
}
