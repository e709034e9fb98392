import { DOOR_GUESTS_IN, DOOR_HEADCOUNT, doorNoShows, doorPartiesArrived } from '../messages'

import type { DoorCounts } from '../utils/door'

// The night's headcount, large enough to read at arm's length; said again to a screen reader
// whenever it changes (a tap here, or a check-in at the other door).
export function Headcount({ counts }: { counts: DoorCounts }) {
  return (
    <div
      role="status"
      aria-label={DOOR_HEADCOUNT}
      aria-live="polite"
      aria-atomic="true"
      data-testid="door-headcount"
      className="flex items-end justify-between gap-4"
    >
      <p className="shrink-0 whitespace-nowrap text-ink">
        <span className="text-5xl leading-none font-bold text-accent tabular-nums">
          {counts.guests_arrived}
        </span>{' '}
        <span className="text-2xl font-semibold tabular-nums">/ {counts.guests_expected}</span>{' '}
        <span className="text-sm tracking-wider text-ink-muted uppercase">{DOOR_GUESTS_IN}</span>
      </p>
      <p className="min-w-0 text-right text-sm leading-snug text-ink-muted tabular-nums">
        <span className="block">{doorPartiesArrived(counts.parties_arrived, counts.parties)}</span>
        <span className="block">{doorNoShows(counts.no_shows)}</span>
      </p>
    </div>
  )
}
