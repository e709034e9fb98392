import { Mail } from 'lucide-react'
import { useId, useRef, useState, type SubmitEvent } from 'react'

import { Modal } from '@/components/modal'
import {
  CANCEL,
  REJECT,
  REJECT_EMAILS_GUEST,
  REJECT_REASON_LABEL,
  REJECT_RESERVATION_QUESTION,
} from '@/messages-admin'

import { BUTTON_SECONDARY, TextAreaField } from '@/components/ui/form-controls'
import { FOCUS_RING } from '@/components/ui/table'

// The server keeps at most this much of a reason.
const REASON_MAX = 500

type RejectDialogProps = {
  // The request in a line: who, which night, how many.
  title: string
  onCancel: () => void
  onReject: (reason: string | null) => void
}

// Rejecting, once staff confirm it, with an optional sentence the decline mail quotes.
export function RejectDialog({ title, onCancel, onReject }: RejectDialogProps) {
  const messageId = useId()
  const reasonRef = useRef<HTMLTextAreaElement>(null)
  const [reason, setReason] = useState('')

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    onReject(reason.trim() || null)
  }

  return (
    <Modal open onClose={onCancel} title={title} describedBy={messageId} initialFocus={reasonRef}>
      <form noValidate onSubmit={submit} className="space-y-5">
        <div id={messageId} className="space-y-2">
          <p className="text-ink-muted">{REJECT_RESERVATION_QUESTION}</p>
          <p className="flex items-start gap-2 text-sm text-ink">
            <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
            {REJECT_EMAILS_GUEST}
          </p>
        </div>
        <TextAreaField
          ref={reasonRef}
          label={REJECT_REASON_LABEL}
          value={reason}
          onChange={setReason}
          rows={3}
          maxLength={REASON_MAX}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" onClick={onCancel} className={BUTTON_SECONDARY}>
            {CANCEL}
          </button>
          <button
            type="submit"
            className={`rounded-full bg-red-700 px-5 py-2 text-sm font-semibold text-white hover:bg-red-600 ${FOCUS_RING}`}
          >
            {REJECT}
          </button>
        </div>
      </form>
    </Modal>
  )
}
