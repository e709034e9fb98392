import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react'
import { useRef, type ReactNode } from 'react'

import { moveDownLabel, moveUpLabel } from '../messages'

import { BUTTON_DANGER_ICON, BUTTON_ICON, BUTTON_SECONDARY } from '@/components/ui/form-controls'

type RowListProps<Row extends { key: string }> = {
  rows: readonly Row[]
  emptyText: string
  // The list's spacing ('space-y-4').
  className: string
  children: (row: Row, index: number) => ReactNode
}

// The rows of a list editor, each in its own box, or a line saying there are none yet.
export function RowList<Row extends { key: string }>({
  rows,
  emptyText,
  className,
  children,
}: RowListProps<Row>) {
  return (
    <>
      {rows.length === 0 ? <p className="text-sm text-ink-muted">{emptyText}</p> : null}
      <ol className={className}>
        {rows.map((row, index) => (
          <li key={row.key} className="rounded-xl border border-line bg-canvas/50 p-4">
            {children(row, index)}
          </li>
        ))}
      </ol>
    </>
  )
}

// What a list editor's buttons take: the name (a remove button's is read by screen readers only),
// the action, and classes for where the button stands.
type RowButtonProps = { label: string; onClick: () => void; className?: string }

export function AddButton({ label, onClick, className = '' }: RowButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={`${BUTTON_SECONDARY} ${className}`.trimEnd()}
    >
      <Plus aria-hidden="true" className="size-4" />
      {label}
    </button>
  )
}

export function RemoveRowButton({ label, onClick, className = '' }: RowButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={`${BUTTON_DANGER_ICON} ${className}`.trimEnd()}
    >
      <Trash2 aria-hidden="true" className="size-4" />
    </button>
  )
}

type RowControlsProps = {
  // What names the row to a screen reader (its text, else its number).
  label: string
  index: number
  count: number
  onMove: (by: -1 | 1) => void
  removeLabel: string
  onRemove: () => void
}

// Move up, move down and remove, for one row of an ordered list. A moved row keeps the focus on
// its move button (or on the other one, once it reached the end), so the keyboard can go on.
export function RowControls({
  label,
  index,
  count,
  onMove,
  removeLabel,
  onRemove,
}: RowControlsProps) {
  const up = useRef<HTMLButtonElement>(null)
  const down = useRef<HTMLButtonElement>(null)
  function move(by: -1 | 1) {
    onMove(by)
    const to = index + by
    const next = by < 0 ? (to === 0 ? down : up) : to === count - 1 ? up : down
    requestAnimationFrame(() => {
      next.current?.focus()
    })
  }
  return (
    <>
      <button
        ref={up}
        type="button"
        aria-label={moveUpLabel(label)}
        disabled={index === 0}
        onClick={() => {
          move(-1)
        }}
        className={BUTTON_ICON}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
      </button>
      <button
        ref={down}
        type="button"
        aria-label={moveDownLabel(label)}
        disabled={index === count - 1}
        onClick={() => {
          move(1)
        }}
        className={BUTTON_ICON}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </button>
      <RemoveRowButton label={removeLabel} onClick={onRemove} />
    </>
  )
}
