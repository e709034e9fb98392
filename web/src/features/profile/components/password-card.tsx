import { useState, type SubmitEvent } from 'react'

import { Notice } from '@/components/notice'
import { NEW_PASSWORD_LABEL, PASSWORDS_DO_NOT_MATCH } from '@/messages-admin'
import {
  CHANGE_PASSWORD,
  CONFIRM_NEW_PASSWORD_LABEL,
  CURRENT_PASSWORD_LABEL,
  FAILED_TO_CHANGE_PASSWORD,
  PASSWORD_SECTION,
  PASSWORD_SECTION_INTRO,
} from '../messages'

import { FormCard, SaveBar, TextField } from '@/components/ui/form-controls'
import { useChangePassword } from '../api/profile'
import { useOutcome } from '../hooks/use-outcome'

const EMPTY = { current: '', next: '', confirm: '' }
const FIELDS = ['current_password', 'new_password'] as const

// Each field, and the name the server (or the form itself) gives its message.
const PASSWORD_FIELDS = [
  {
    name: 'current',
    label: CURRENT_PASSWORD_LABEL,
    autoComplete: 'current-password',
    errorKey: 'current_password',
  },
  {
    name: 'next',
    label: NEW_PASSWORD_LABEL,
    autoComplete: 'new-password',
    errorKey: 'new_password',
  },
  {
    name: 'confirm',
    label: CONFIRM_NEW_PASSWORD_LABEL,
    autoComplete: 'new-password',
    errorKey: 'confirm_password',
  },
] as const

// The account's password, changed with the current one; the other sessions are signed out.
export function PasswordCard({ email }: { email: string }) {
  const [form, setForm] = useState(EMPTY)
  const change = useChangePassword()
  const outcome = useOutcome(FIELDS)
  const set = (name: keyof typeof EMPTY) => (value: string) => {
    setForm((current) => ({ ...current, [name]: value }))
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    if (form.next !== form.confirm) {
      outcome.refuse({ confirm_password: PASSWORDS_DO_NOT_MATCH })
      return
    }
    outcome.clear()
    change.mutate(
      { current_password: form.current, new_password: form.next },
      {
        onSuccess: ({ message }) => {
          setForm(EMPTY)
          outcome.succeeded(message)
        },
        onError: (error) => {
          outcome.failed(error, FAILED_TO_CHANGE_PASSWORD)
        },
      },
    )
  }

  return (
    <form onSubmit={submit}>
      <FormCard title={PASSWORD_SECTION} description={PASSWORD_SECTION_INTRO}>
        {outcome.message ? <Notice tone={outcome.tone}>{outcome.message}</Notice> : null}
        {/* For the browser's password manager: whose password this is. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        {PASSWORD_FIELDS.map(({ name, label, autoComplete, errorKey }) => (
          <TextField
            key={name}
            label={label}
            type="password"
            autoComplete={autoComplete}
            required
            value={form[name]}
            onChange={set(name)}
            error={outcome.fields[errorKey]}
          />
        ))}
        <SaveBar saving={change.isPending}>{CHANGE_PASSWORD}</SaveBar>
      </FormCard>
    </form>
  )
}
