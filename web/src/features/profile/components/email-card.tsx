import { useState, type SubmitEvent } from 'react'

import { Notice } from '@/components/notice'
import {
  CURRENT_EMAIL,
  CURRENT_PASSWORD_LABEL,
  EMAIL_SECTION,
  EMAIL_SECTION_INTRO,
  FAILED_TO_CHANGE_EMAIL,
  NEW_EMAIL_LABEL,
  SEND_CONFIRMATION_LINK,
} from '../messages'

import { FormCard, SaveBar, TextField } from '@/components/ui/form-controls'
import { useChangeEmail } from '../api/profile'
import { NO_OUTCOME, useOutcome, type Outcome } from '../hooks/use-outcome'

const FIELDS = ['email', 'current_password'] as const

type EmailCardProps = {
  email: string
  // What the mailed link said, when it brought the visitor here.
  linkOutcome?: Outcome
}

// The sign-in address: a link goes to the new one, which becomes the address once it is opened.
export function EmailCard({ email, linkOutcome = NO_OUTCOME }: EmailCardProps) {
  const [newEmail, setNewEmail] = useState('')
  const [password, setPassword] = useState('')
  const change = useChangeEmail()
  const outcome = useOutcome(FIELDS, linkOutcome)

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    outcome.clear()
    change.mutate(
      { email: newEmail.trim(), current_password: password },
      {
        onSuccess: ({ message }) => {
          setPassword('')
          outcome.succeeded(message)
        },
        onError: (error) => {
          outcome.failed(error, FAILED_TO_CHANGE_EMAIL)
        },
      },
    )
  }

  return (
    <form onSubmit={submit}>
      <FormCard title={EMAIL_SECTION} description={EMAIL_SECTION_INTRO}>
        {outcome.message ? <Notice tone={outcome.tone}>{outcome.message}</Notice> : null}
        <p className="text-sm text-ink-muted">
          {CURRENT_EMAIL}: <span className="font-medium break-all text-ink">{email}</span>
        </p>
        <TextField
          label={NEW_EMAIL_LABEL}
          type="email"
          autoComplete="email"
          spellCheck={false}
          required
          value={newEmail}
          onChange={setNewEmail}
          error={outcome.fields.email}
        />
        <TextField
          label={CURRENT_PASSWORD_LABEL}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={setPassword}
          error={outcome.fields.current_password}
        />
        <SaveBar saving={change.isPending}>{SEND_CONFIRMATION_LINK}</SaveBar>
      </FormCard>
    </form>
  )
}
