import { Mail } from 'lucide-react'
import { useId, useRef, useState } from 'react'

import {
  REJECT,
  REJECT_EMAILS_GUEST,
  REJECT_REASON_LABEL,
  REJECT_RESERVATION_QUESTION,
} from '../messages'

import { TextAreaField } from '@/components/ui/form-controls'
import { FormDialog } from '@/components/ui/form-dialog'

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

  return (
    <FormDialog
      title={title}
      describedBy={messageId}
      initialFocus={reasonRef}
      submitLabel={REJECT}
      tone="danger"
      onSubmit={() => {
        onReject(reason.trim() || null)
      }}
      onClose={onCancel}
    >
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
    </FormDialog>
  )
}
