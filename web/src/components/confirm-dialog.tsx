import { useId, useRef } from 'react'

import { CANCEL, CONFIRM_TITLE, DELETE } from '@/messages-admin'

import { Modal } from './modal'

const TONES = {
  danger: 'bg-red-700 text-white hover:bg-red-600',
  accent: 'bg-accent-solid text-on-accent hover:bg-gold-300',
} as const

type ConfirmDialogProps = {
  open: boolean
  message: string
  title?: string
  confirmLabel?: string
  cancelLabel?: string
  // 'danger' (red) for what removes something; 'accent' for what only replaces it.
  tone?: 'danger' | 'accent'
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
  cancelLabel = CANCEL,
  tone = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const messageId = useId()
  const cancelRef = useRef<HTMLButtonElement>(null)
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      size="sm"
      describedBy={messageId}
      initialFocus={cancelRef}
    >
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
          {cancelLabel}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          className={`rounded-full px-5 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ${TONES[tone]}`}
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  )
}
