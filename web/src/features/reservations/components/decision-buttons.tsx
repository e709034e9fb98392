import { Check, X } from 'lucide-react'

import { REJECT } from '../messages'

import { DANGER_BUTTON, PRIMARY_BUTTON } from '@/components/ui/table'

type DecisionButtonsProps<Accepted extends string> = {
  busy: boolean
  // The accepting button's text ('Complete'), and its longer title where the screen gives one.
  accept: string
  acceptTitle?: string
  // The status the accepting button gives the row.
  accepted: Accepted
  onDecide: (status: Accepted | 'rejected') => void
  className: string
}

// The two answers staff give a pending row: accept it, or reject it.
export function DecisionButtons<Accepted extends string>({
  busy,
  accept,
  acceptTitle,
  accepted,
  onDecide,
  className,
}: DecisionButtonsProps<Accepted>) {
  const decide = (status: Accepted | 'rejected') => () => {
    onDecide(status)
  }
  return (
    <div className={className}>
      <button
        type="button"
        disabled={busy}
        aria-label={acceptTitle}
        title={acceptTitle}
        onClick={decide(accepted)}
        className={PRIMARY_BUTTON}
      >
        <Check aria-hidden="true" className="size-3.5" />
        {accept}
      </button>
      <button type="button" disabled={busy} onClick={decide('rejected')} className={DANGER_BUTTON}>
        <X aria-hidden="true" className="size-3.5" />
        {REJECT}
      </button>
    </div>
  )
}
