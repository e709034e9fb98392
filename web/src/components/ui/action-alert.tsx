import { X } from 'lucide-react'

import { DISMISS } from '@/messages-admin'

import { ALERT, FOCUS_RING } from './table'

// A failed action, said where it happened, until staff dismiss it or act again.
export function ActionAlert({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <div role="alert" className={`flex items-start justify-between gap-4 ${ALERT}`}>
      <span className="pt-1">{message}</span>
      <button
        type="button"
        aria-label={DISMISS}
        onClick={onDismiss}
        className={`inline-flex size-7 shrink-0 items-center justify-center rounded-full hover:bg-red-600/10 ${FOCUS_RING}`}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  )
}
