import type { ReactNode, RefObject, SubmitEvent } from 'react'

import { Modal, type ModalSize } from '@/components/modal'
import { CANCEL } from '@/messages-admin'

import { FOCUS_RING } from './focus-ring'
import { BUTTON_SECONDARY, SubmitButton } from './form-controls'

const DANGER_SUBMIT = `rounded-full bg-red-700 px-5 py-2 text-sm font-semibold text-white hover:bg-red-600 ${FOCUS_RING}`

type FormDialogProps = {
  title: string
  // A line under the title (the booking the form changes, say).
  description?: string
  // Open unless told otherwise (a dialog its owner keeps mounted while closed).
  open?: boolean
  size?: ModalSize
  // Read out after the title: the id of what the form says before its fields.
  describedBy?: string
  // Where focus starts; otherwise the first field.
  initialFocus?: RefObject<HTMLElement | null>
  submitLabel: string
  // The submit button waits, with a spinner, while the save is on its way.
  saving?: boolean
  // 'danger': a red submit button, for a decision that cannot be taken back (Reject).
  tone?: 'accent' | 'danger'
  onSubmit: () => void
  onClose: () => void
  children: ReactNode
}

// A form in a dialog: its fields, then Cancel and the submit button. Sending it never sends a form
// the dialog was opened from (React carries a submit up through the portal).
export function FormDialog({
  title,
  description,
  open = true,
  size,
  describedBy,
  initialFocus,
  submitLabel,
  saving = false,
  tone = 'accent',
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    event.stopPropagation()
    onSubmit()
  }
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size={size}
      describedBy={describedBy}
      initialFocus={initialFocus}
    >
      {description ? <p className="-mt-1 mb-5 text-sm text-ink-muted">{description}</p> : null}
      <form noValidate onSubmit={submit} className="space-y-5">
        {children}
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" onClick={onClose} className={BUTTON_SECONDARY}>
            {CANCEL}
          </button>
          {tone === 'danger' ? (
            <button type="submit" className={DANGER_SUBMIT}>
              {submitLabel}
            </button>
          ) : (
            <SubmitButton saving={saving}>{submitLabel}</SubmitButton>
          )}
        </div>
      </form>
    </Modal>
  )
}
