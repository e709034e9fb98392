import type { UseMutationResult } from '@tanstack/react-query'
import { useCallback, useEffect, useState, type ChangeEvent } from 'react'

import { ApiError } from '@/lib/api-client'

import { newSubmission, type Submission } from '../api/submission'
import { CONTROL_CLASS, describedBy } from '../utils/form'
import { useFormStatus } from './use-form-status'

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

export type ControlProps = {
  id: string
  name: string
  value: string
  onChange: (event: ChangeEvent<Control>) => void
  className: string
  'aria-invalid'?: boolean
  'aria-describedby'?: string
}

// A visitor's form: what was typed, the server's message for each field (a 422), the message box,
// and the props that wire each control to all three.
export function usePublicForm<Values extends { [Name in keyof Values]: string }, Data>(
  idPrefix: string,
  empty: Values,
  mutation: UseMutationResult<unknown, unknown, Submission<Data>>,
) {
  const [values, setValues] = useState<Values>(empty)
  const [fieldErrors, setFieldErrors] = useState<Readonly<Record<string, string>>>({})
  // Set by each refusal that names fields: the first of them is brought into view.
  const [refusal, setRefusal] = useState(0)
  const { status, show, clear } = useFormStatus()
  useEffect(() => {
    if (refusal > 0) showFirstInvalid(idPrefix)
  }, [refusal, idPrefix])
  const set = useCallback(
    (name: keyof Values) => (value: string) => {
      setValues((current) => ({ ...current, [name]: value }))
    },
    [],
  )

  // The control for one field: its id (`{idPrefix}-{name}`), name, value and change handler,
  // and the link to the server's message for it.
  function control(name: keyof Values & string): ControlProps {
    const id = `${idPrefix}-${name}`
    return {
      id,
      name,
      value: values[name],
      onChange: (event: ChangeEvent<Control>) => {
        set(name)(event.target.value)
      },
      className: CONTROL_CLASS,
      ...describedBy(id, fieldErrors[name]),
    }
  }

  // A new idempotency key for each submission; the automatic retries of this one reuse it. A
  // success clears the form; a failure keeps what the visitor typed, so they can try again.
  function send(data: Data) {
    clear()
    setFieldErrors({})
    mutation.mutate(newSubmission(data), {
      onSuccess: () => {
        setValues(empty)
        show('success')
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 422) {
          setFieldErrors(error.fields)
          if (Object.keys(error.fields).length > 0) setRefusal((count) => count + 1)
        }
        show('error')
      },
    })
  }

  // The last refusal, for a form that says more about it than its failure text.
  const failure = mutation.error instanceof ApiError ? mutation.error : null
  return {
    idPrefix,
    values,
    set,
    fieldErrors,
    status,
    control,
    send,
    sending: mutation.isPending,
    failure,
  }
}

// A refusal's reason sits by its field, which on a phone may be far above the button that was
// pressed: the first field the server refused (in the form's order) is scrolled to the middle of
// the screen and focused, so its message is seen and read out with its label.
function showFirstInvalid(idPrefix: string) {
  const field = document.querySelector<HTMLElement>(`[id^="${idPrefix}-"][aria-invalid="true"]`)
  if (!field) return
  // Smooth or not as the page's CSS says (never for those who ask for reduced motion).
  field.scrollIntoView({ block: 'center' })
  field.focus({ preventScroll: true })
}
