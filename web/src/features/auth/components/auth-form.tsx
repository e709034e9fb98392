import { useLayoutEffect, useRef, type ReactNode } from 'react'

import { PLEASE_WAIT } from '@/messages-admin'
import { CONFIRM_PASSWORD_LABEL } from '../messages'
import { FOCUS_RING } from '@/components/ui/focus-ring'

export { FOCUS_RING }

const INPUT =
  'mt-2 block w-full rounded-lg border border-line bg-canvas px-4 py-3 text-base text-ink shadow-inner transition-colors placeholder:text-ink-muted/60 focus:border-accent focus:outline-2 focus:outline-offset-0 focus:outline-accent/40'
const LABEL = 'block text-xs font-semibold tracking-[0.2em] text-ink-muted uppercase'
// A quiet text button under the form (switching views) and the forgot-password link.
export const QUIET_BUTTON = `rounded-md text-sm text-ink-muted transition-colors hover:text-accent ${FOCUS_RING}`

type AuthFieldProps = {
  id: string
  label: string
  name: string
  type: 'email' | 'password' | 'text'
  autoComplete: string
  inputMode?: 'numeric'
  spellCheck?: boolean
  // Takes the focus as the field appears (the field that replaced the one typed in).
  autoFocus?: boolean
  // A line under the field that says what to type in it.
  hint?: string
  value: string
  onChange: (value: string) => void
}

// A required field of the sign-in, sign-up, reset and new-password forms, with its label above it.
export function AuthField({
  id,
  label,
  hint,
  onChange,
  autoFocus = false,
  ...input
}: AuthFieldProps) {
  const hintId = `${id}-hint`
  // Focused by hand: the autofocus attribute works only while a page loads, not for a field that
  // appears later.
  const ref = useRef<HTMLInputElement>(null)
  useLayoutEffect(() => {
    if (autoFocus) ref.current?.focus()
  }, [autoFocus])
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        required
        {...input}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => {
          onChange(event.target.value)
        }}
        className={INPUT}
      />
      {hint ? (
        <p id={hintId} className="mt-2 text-sm leading-relaxed text-ink-muted">
          {hint}
        </p>
      ) : null}
    </div>
  )
}

// The new password again, as sign-up and the new-password page ask for it.
export function ConfirmPasswordField({
  id,
  value,
  onChange,
}: Pick<AuthFieldProps, 'id' | 'value' | 'onChange'>) {
  return (
    <AuthField
      id={id}
      label={CONFIRM_PASSWORD_LABEL}
      name="confirmPassword"
      type="password"
      autoComplete="new-password"
      value={value}
      onChange={onChange}
    />
  )
}

// The form's gold submit button: disabled, and saying 'Please wait...', while its request is on
// its way.
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className={`w-full rounded-full bg-accent-solid px-6 py-3 text-sm font-semibold tracking-[0.2em] text-on-accent uppercase shadow-[0_0_28px_-8px] shadow-gold-400/70 transition hover:bg-gold-300 disabled:cursor-not-allowed disabled:opacity-60 ${FOCUS_RING}`}
    >
      {busy ? PLEASE_WAIT : children}
    </button>
  )
}
