import { CalendarClock, ImageOff, Pencil, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'

import { MediaPreview } from '@/components/upload'
import { deleteItemLabel, editItemLabel } from '../messages'

import { HistoryButton } from '../history/history-panel'
import type { HistoryTarget } from '../hooks/use-list-editor'
import { BUTTON_DANGER_ICON, BUTTON_ICON } from '@/components/ui/form-controls'

type ItemCardProps = {
  title: string
  media?: string | null
  badges?: readonly string[]
  // A notice under the title, in the accent colour ('Scheduled · appears …').
  flag?: string
  history?: HistoryTarget
  children?: ReactNode
  editing?: boolean
  busy?: boolean
  onEdit: () => void
  onDelete: () => void
}

// One item of a manager's grid: its media, title and details, with History, Edit and Delete.
export function ItemCard({
  title,
  media,
  badges = [],
  flag,
  history,
  children,
  editing = false,
  busy = false,
  onEdit,
  onDelete,
}: ItemCardProps) {
  return (
    <li
      className={`flex flex-col overflow-hidden rounded-2xl border bg-surface transition-colors ${
        editing ? 'border-accent ring-1 ring-accent' : 'border-line'
      } ${busy ? 'opacity-60' : ''}`}
    >
      <div className="relative aspect-video bg-canvas">
        {media ? (
          <MediaPreview url={media} alt={title} />
        ) : (
          <div className="flex h-full items-center justify-center text-ink-muted">
            <ImageOff aria-hidden="true" className="size-8" />
          </div>
        )}
        {badges.length > 0 ? (
          <div className="absolute top-2 left-2 flex flex-wrap gap-1">
            {badges.map((badge) => (
              <span
                key={badge}
                className="rounded-full bg-black/70 px-2.5 py-0.5 text-xs font-medium text-white capitalize"
              >
                {badge}
              </span>
            ))}
          </div>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-display text-xl leading-tight font-semibold text-ink">{title}</h3>
          <div className="-mt-1 -mr-2 flex shrink-0">
            {history ? <HistoryButton variant="icon" {...history} /> : null}
            <button
              type="button"
              aria-label={editItemLabel(title)}
              onClick={onEdit}
              disabled={busy}
              className={BUTTON_ICON}
            >
              <Pencil aria-hidden="true" className="size-4" />
            </button>
            <button
              type="button"
              aria-label={deleteItemLabel(title)}
              onClick={onDelete}
              disabled={busy}
              className={BUTTON_DANGER_ICON}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </button>
          </div>
        </div>
        {flag ? (
          <p className="inline-flex items-center gap-1.5 self-start rounded-full border border-accent/40 bg-accent/10 px-2.5 py-1 text-xs font-semibold text-accent">
            <CalendarClock aria-hidden="true" className="size-3.5 shrink-0" />
            {flag}
          </p>
        ) : null}
        {children ? <div className="space-y-1 text-sm text-ink-muted">{children}</div> : null}
      </div>
    </li>
  )
}

// The grid of items, or a friendly line when there are none yet.
export function ItemGrid({
  label,
  empty,
  children,
  count,
}: {
  label: string
  empty: string
  count: number
  children: ReactNode
}) {
  if (count === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-line bg-surface px-6 py-12 text-center text-ink-muted">
        {empty}
      </p>
    )
  }
  return (
    <ul aria-label={label} className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
      {children}
    </ul>
  )
}
