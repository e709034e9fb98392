import type { ReactNode } from 'react'

import { FORM_EMAIL, FORM_NAME } from '@/messages'

import type { ControlProps } from '../hooks/use-public-form'
import { errorId } from '../utils/form'

type FieldProps = {
  id: string
  label: string
  error?: string | undefined
  // A note shown while there is no error, announced as it changes: a field that may show one
  // passes a string ('' for none yet), so its live region is there before the first note.
  hint?: string | undefined
  className?: string
  children: ReactNode
}

// A labelled control with the server's message for it (422 fields), tied by aria-describedby.
export function Field({ id, label, error, hint, className = '', children }: FieldProps) {
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className="mb-2 block text-xs font-semibold tracking-[0.2em] text-ink-muted uppercase"
      >
        {label}
      </label>
      {children}
      {error ? (
        <p id={errorId(id)} className="mt-2 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : hint !== undefined ? (
        <p aria-live="polite" className="mt-2 text-sm text-ink-muted empty:hidden">
          {hint}
        </p>
      ) : null}
    </div>
  )
}

// A field bots fill in and people never see: positioned off-screen (not display:none, which
// some bots skip), out of the tab order and hidden from assistive technology.
function Honeypot({
  id,
  value,
  onChange,
}: {
  id: string
  value: string
  onChange: (value: string) => void
}) {
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute -left-[10000px] size-px overflow-hidden"
    >
      <label htmlFor={id}>Website</label>
      <input
        id={id}
        type="text"
        name="website"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => {
          onChange(event.target.value)
        }}
      />
    </div>
  )
}

type SelectOptionsProps = {
  placeholder: string
  options: readonly (readonly [value: string, label: string])[]
}

// A select's options, after the empty one that asks for a choice.
export function SelectOptions({ placeholder, options }: SelectOptionsProps) {
  return (
    <>
      <option value="">{placeholder}</option>
      {options.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </>
  )
}

type SendButtonProps = { sending: boolean; label: string; sendingLabel: string; className?: string }

// A public form's submit button: it says it is sending, and waits, while the request is out.
function SendButton({ sending, label, sendingLabel, className = '' }: SendButtonProps) {
  return (
    <button
      type="submit"
      disabled={sending}
      className={`inline-flex w-full items-center justify-center rounded-full bg-accent-solid px-8 py-4 text-sm font-semibold tracking-[0.2em] text-on-accent uppercase transition hover:bg-gold-300 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent disabled:cursor-wait disabled:opacity-70 ${className}`}
    >
      {sending ? sendingLabel : label}
    </button>
  )
}

type FormStatusProps = {
  status: 'success' | 'error' | null
  success: string
  failure: string
  // More about a failure, under its text (why, and what the visitor can do instead).
  failureDetails?: ReactNode
}

// The message box under a public form. A success never shows the failure text.
function FormStatus({ status, success, failure, failureDetails }: FormStatusProps) {
  return (
    <div aria-live="polite" className="empty:hidden">
      {status === 'success' ? (
        <p
          role="status"
          className="rounded-lg border border-emerald-600/40 bg-emerald-500/10 px-4 py-3 text-emerald-800 dark:text-emerald-300"
        >
          {success}
        </p>
      ) : null}
      {status === 'error' ? (
        <div
          role="alert"
          className="space-y-2 rounded-lg border border-red-600/40 bg-red-500/10 px-4 py-3 text-red-800 dark:text-red-300"
        >
          <p>{failure}</p>
          {failureDetails}
        </div>
      ) : null}
    </div>
  )
}

type FormFootProps = {
  // The form's usePublicForm: its id prefix ('contact'), the bot field's value, whether it is
  // sending, and how it went.
  form: {
    idPrefix: string
    values: { website: string }
    set: (name: 'website') => (value: string) => void
    sending: boolean
    status: 'success' | 'error' | null
  }
  sendLabel: string
  sendingLabel: string
  buttonClassName?: string
  success: string
  failure: string
  failureDetails?: ReactNode
}

// The end of every public form: the field bots fill in, the send button and the message box.
export function FormFoot({
  form,
  sendLabel,
  sendingLabel,
  buttonClassName,
  success,
  failure,
  failureDetails,
}: FormFootProps) {
  return (
    <>
      <Honeypot
        id={`${form.idPrefix}-website`}
        value={form.values.website}
        onChange={form.set('website')}
      />
      <SendButton
        sending={form.sending}
        label={sendLabel}
        sendingLabel={sendingLabel}
        className={buttonClassName}
      />
      <FormStatus
        status={form.status}
        success={success}
        failure={failure}
        failureDetails={failureDetails}
      />
    </>
  )
}

type NameEmailFieldsProps = {
  control: (name: 'name' | 'email') => ControlProps
  fieldErrors: Readonly<Record<string, string>>
}

// The name and email every public form starts with, side by side from the small breakpoint.
export function NameEmailFields({ control, fieldErrors }: NameEmailFieldsProps) {
  const name = control('name')
  const email = control('email')
  return (
    <>
      <Field id={name.id} label={FORM_NAME} error={fieldErrors.name}>
        <input {...name} autoComplete="name" required maxLength={200} />
      </Field>
      <Field id={email.id} label={FORM_EMAIL} error={fieldErrors.email}>
        <input {...email} type="email" autoComplete="email" required maxLength={320} />
      </Field>
    </>
  )
}
