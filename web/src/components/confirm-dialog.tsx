import { useId, useRef } from 'react'

import { CANCEL, CONFIRM_TITLE, DELETE } from '@/messages'

import { Modal } from './modal'

type ConfirmDialogProps = {
  open: boolean
  message: string
  title?: string
  confirmLabel?: string
  onConfirm: () => void
  onCancel: () => void
}

// The accessible stand-in for the browser's confirm(): the question, Cancel (focused first, so
// Enter never deletes by accident) and the action.
export function ConfirmDialog({
  open,
  message,
  title = CONFIRM_TITLE,
  confirmLabel = DELETE,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const messageId = useId()
  const cancelRef = useRef<HTMLButtonElement>(null)
  return (
    <Modal open={open} onClose={onCancel} title={title} size="sm" describedBy={messageId} initialFocus={cancelRef}>
      <p id={messageId} className="text-ink-muted">
        {message}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button
          ref={cancelRef}
          type="button"
          onClick={onCancel}
          className="rounded-full border border-line px-5 py-2 text-sm font-medium text-ink hover:bg-ink/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          {CANCEL}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          className="rounded-full bg-red-700 px-5 py-2 text-sm font-semibold text-white hover:bg-red-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  )
}
