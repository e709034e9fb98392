import { useState } from 'react'

import { ApiError } from '@/lib/api-client'

import { fieldErrorsOf, type FieldErrors } from '@/lib/field-errors'

export type Outcome = { tone: 'success' | 'error'; message: string | null; fields: FieldErrors }

export const NO_OUTCOME: Outcome = { tone: 'success', message: null, fields: {} }

// The server's sentence about a refusal, or the form's own when it gave none.
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer ? error.message : fallback
}

// What a profile form last heard: the server's sentence (a success, or a refusal no field of the
// form explains) for a notice above the form, and its per-field messages for the fields.
export function useOutcome(fieldNames: readonly string[], initial: Outcome = NO_OUTCOME) {
  const [outcome, setOutcome] = useState<Outcome>(initial)
  return {
    ...outcome,
    clear: () => {
      setOutcome(NO_OUTCOME)
    },
    succeeded: (message: string) => {
      setOutcome({ tone: 'success', message, fields: {} })
    },
    // A message of the form's own, at one of its fields (the passwords typed twice that differ).
    refuse: (fields: FieldErrors) => {
      setOutcome({ tone: 'error', message: null, fields })
    },
    failed: (error: unknown, fallback: string) => {
      const fields = fieldErrorsOf(error)
      const explained = Object.keys(fields).some((name) => fieldNames.includes(name))
      setOutcome({
        tone: 'error',
        message: explained ? null : failureText(error, fallback),
        fields,
      })
    },
  }
}
