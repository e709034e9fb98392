import { Loader2 } from 'lucide-react'
import { useId, type ComponentProps, type ReactNode } from 'react'

import { SAVE_CHANGES } from '@/messages-admin'

import { controlProps, type FieldIds } from './control-props'
import { FOCUS_RING } from '@/components/ui/focus-ring'

export { FOCUS_RING }

const FIELD =
  'block w-full rounded-lg border border-line bg-canvas px-3 py-2 text-sm text-ink placeholder:text-ink-muted/70 focus:border-accent focus:outline-2 focus:outline-accent/40 aria-[invalid=true]:border-red-600'
export const INPUT = `${FIELD} read-only:cursor-not-allowed read-only:opacity-70`
// A select is never editable text, so it always matches :read-only: it is dimmed only when disabled.
const SELECT = `${FIELD} disabled:cursor-not-allowed disabled:opacity-70`
export const BUTTON_PRIMARY = `inline-flex items-center justify-center gap-2 rounded-full bg-accent-solid px-6 py-2.5 text-sm font-semibold text-on-accent transition hover:bg-gold-300 disabled:cursor-not-allowed disabled:opacity-60 ${FOCUS_RING}`
export const BUTTON_SECONDARY = `inline-flex items-center justify-center gap-2 rounded-full border border-line px-4 py-2 text-sm font-medium text-ink transition hover:border-accent hover:text-accent disabled:cursor-not-allowed disabled:opacity-60 ${FOCUS_RING}`
export const BUTTON_ICON = `inline-flex size-9 shrink-0 items-center justify-center rounded-full text-ink-muted transition hover:bg-ink/5 hover:text-ink disabled:opacity-60 ${FOCUS_RING}`
export const BUTTON_DANGER_ICON = `inline-flex size-9 shrink-0 items-center justify-center rounded-full text-ink-muted transition hover:bg-red-600/10 hover:text-red-700 dark:hover:text-red-300 disabled:opacity-60 ${FOCUS_RING}`

type FieldShellProps = {
  label: string
  error?: string
  hint?: string
  className?: string
  children: (ids: FieldIds) => ReactNode
}

// A label, the control, an optional hint and the field's message (the browser's check or the
// server's), tied together for screen readers.
export function FieldShell({ label, error, hint, className = '', children }: FieldShellProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy =
    [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  )
}

// What every field of these forms takes: its label, its text and the message shown under it.
type ValueFieldProps = {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  hint?: string
}

// A field's props parted: those of its FieldShell, its value and change handler, and the rest,
// which go to the control itself (type, rows, maxLength, a ref...).
function partField<Props extends ValueFieldProps & { className?: string }>({
  label,
  error,
  hint,
  className,
  value,
  onChange,
  ...control
}: Props) {
  return { shell: { label, error, hint, className }, value, onChange, control }
}

type TextFieldProps = Omit<ComponentProps<'input'>, 'onChange' | 'value' | 'id'> & ValueFieldProps

export function TextField(props: TextFieldProps) {
  const { shell, value, onChange, control } = partField(props)
  return (
    <FieldShell {...shell}>
      {(ids) => <input {...controlProps(ids, value, onChange)} className={INPUT} {...control} />}
    </FieldShell>
  )
}

// A web address, typed or pasted.
export function UrlField(props: Omit<TextFieldProps, 'type' | 'inputMode'>) {
  return <TextField type="url" inputMode="url" placeholder="https://" {...props} />
}

type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'onChange' | 'value' | 'id'> &
  ValueFieldProps

export function TextAreaField({ rows = 4, ...props }: TextAreaFieldProps) {
  const { shell, value, onChange, control } = partField(props)
  return (
    <FieldShell {...shell}>
      {(ids) => (
        <textarea
          {...controlProps(ids, value, onChange)}
          rows={rows}
          className={`${INPUT} resize-y`}
          {...control}
        />
      )}
    </FieldShell>
  )
}

type SelectFieldProps = Omit<ComponentProps<'select'>, 'onChange' | 'value' | 'id'> &
  ValueFieldProps & { options: readonly { value: string; label: string }[] }

export function SelectField({ options, ...props }: SelectFieldProps) {
  const { shell, value, onChange, control } = partField(props)
  return (
    <FieldShell {...shell}>
      {(ids) => (
        <select {...controlProps(ids, value, onChange)} className={SELECT} {...control}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  )
}

// A box to tick, with its label beside it.
export function Checkbox({
  label,
  checked,
  onChange,
}: {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 text-sm text-ink">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => {
          onChange(event.target.checked)
        }}
        className="size-4 accent-[var(--accent)]"
      />
      {label}
    </label>
  )
}

// A titled card holding part of a form.
export function FormCard({
  title,
  description,
  actions,
  children,
}: {
  title: string
  description?: string
  actions?: ReactNode
  children: ReactNode
}) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-surface p-5 sm:p-6">
      <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={id} className="font-display text-2xl font-semibold text-ink">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-ink-muted">{description}</p> : null}
        </div>
        {actions}
      </div>
      <div className="space-y-5">{children}</div>
    </section>
  )
}

// The submit button: disabled with a spinner while its save is on its way, same name throughout.
export function SubmitButton({
  saving,
  children,
  className = '',
}: {
  saving: boolean
  children: ReactNode
  className?: string
}) {
  return (
    <button
      type="submit"
      disabled={saving}
      aria-busy={saving}
      className={`${BUTTON_PRIMARY} ${className}`}
    >
      {saving ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
      {children}
    </button>
  )
}

// The foot of a form that saves as a whole.
export function SaveBar({
  saving,
  children = SAVE_CHANGES,
}: {
  saving: boolean
  children?: ReactNode
}) {
  return (
    <div className="flex justify-end">
      <SubmitButton saving={saving}>{children}</SubmitButton>
    </div>
  )
}

// A titled part inside a card (a list of links, the images).
export function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="mb-3 text-sm font-medium text-ink">{title}</h3>
      {children}
    </div>
  )
}
