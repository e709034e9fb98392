import { Check, X } from 'lucide-react'

import { REJECT } from '@/messages'

import { DANGER_BUTTON, PRIMARY_BUTTON } from './ui'

type DecisionButtonsProps = {
  busy: boolean
  // The accepting button's text ('Complete'), and its longer title where the screen gives one.
  accept: string
  acceptTitle?: string
  onAccept: () => void
  onReject: () => void
  className: string
}

// The two answers staff give a pending row: accept it, or reject it.
export function DecisionButtons({ busy, accept, acceptTitle, onAccept, onReject, className }: DecisionButtonsProps) {
  return (
    <div className={className}>
      <button
        type="button"
        disabled={busy}
        aria-label={acceptTitle}
        title={acceptTitle}
        onClick={onAccept}
        className={PRIMARY_BUTTON}
      >
        <Check aria-hidden="true" className="size-3.5" />
        {accept}
      </button>
      <button type="button" disabled={busy} onClick={onReject} className={DANGER_BUTTON}>
        <X aria-hidden="true" className="size-3.5" />
        {REJECT}
      </button>
    </div>
  )
}
