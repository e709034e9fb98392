import { Split } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'

import { FormCard } from '@/components/ui/form-controls'
import { Cell } from '@/components/ui/cell-label'
import { ListTable } from '@/components/ui/list-table'
import { FOCUS_RING, PRIMARY_BUTTON, QUIET_BUTTON, TD, TD_WIDE, TR } from '@/components/ui/table'
import { paths } from '@/config/paths'
import { formatNightDate } from '@/lib/format'
import { formatTimeSlot } from '@/lib/time-slot'

import type { GuestBooking } from '../api/get-guest'
import {
  BOOKINGS_TITLE,
  CANCEL_SPLIT,
  COLUMN_MOVE,
  COLUMN_NIGHT,
  COLUMN_OUTCOME,
  COLUMN_PARTY,
  COLUMN_SOURCE,
  COLUMN_WHERE,
  MOVE_TO_NEW_PROFILE,
  moveBookingLabel,
  NO_BOOKINGS,
  openNight,
  partySize,
  SOURCES,
  SPLIT_BOOKINGS,
  SPLIT_HINT,
} from '../messages'
import { outcomeOf, outcomeTone, type OutcomeTone } from '../utils/profile'

const TONES: Record<OutcomeTone, string> = {
  came: 'bg-emerald-600/15 text-emerald-800 dark:text-emerald-200',
  missed: 'bg-red-600/15 text-red-800 dark:text-red-200',
  open: 'bg-gold-400/20 text-gold-700 dark:text-gold-300',
  closed: 'bg-ink/5 text-ink-muted',
}

// The reservations screen on that night, whatever the bookings' answers (its own default is the
// pending ones).
function nightHref(date: string) {
  const query = new URLSearchParams({ status: 'all', date })
  return `${paths.admin.reservations.getHref()}?${query.toString()}`
}

// Where the party sits: its area, package and table, those it has.
const placeOf = (booking: GuestBooking) =>
  [booking.area_name, booking.package_name, booking.table_label].filter(Boolean).join(' · ')

type BookingRowProps = {
  booking: GuestBooking
  // In split mode: whether the booking is ticked to move, and the tick.
  moving?: boolean
  onMove?: (moving: boolean) => void
}

function BookingRow({ booking, moving, onMove }: BookingRowProps) {
  const night = formatNightDate(booking.date)
  const time = formatTimeSlot(booking.time)
  const place = placeOf(booking)
  return (
    <tr className={`${TR} ${moving ? '@4xl:bg-accent/5' : ''}`}>
      {onMove ? (
        <Cell label={COLUMN_MOVE} className={`${TD} col-span-2 @xl:col-span-4`}>
          <input
            type="checkbox"
            checked={moving}
            aria-label={moveBookingLabel(night, time)}
            onChange={(event) => {
              onMove(event.target.checked)
            }}
            className="size-4 accent-[var(--accent)]"
          />
        </Cell>
      ) : null}
      <Cell label={COLUMN_NIGHT} className={`${TD_WIDE} @4xl:whitespace-nowrap`}>
        <Link
          to={nightHref(booking.date)}
          aria-label={`${openNight(night)}, ${time}`}
          className={`rounded font-semibold text-ink underline-offset-4 hover:text-accent hover:underline ${FOCUS_RING}`}
        >
          <time dateTime={booking.date}>{night}</time>
          <span className="font-normal text-ink-muted"> · </span>
          <span className="tabular-nums">{time}</span>
        </Link>
        {booking.occasion ? (
          <span className="block text-sm text-ink-muted first-letter:uppercase">
            {booking.occasion}
          </span>
        ) : null}
      </Cell>
      <Cell label={COLUMN_PARTY} className={TD}>
        <span className="text-ink tabular-nums">{partySize(booking.guests)}</span>
      </Cell>
      <Cell label={COLUMN_OUTCOME} className={TD}>
        <span
          className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[outcomeTone(booking)]}`}
        >
          {outcomeOf(booking)}
        </span>
      </Cell>
      <Cell label={COLUMN_WHERE} className={TD}>
        {place ? (
          <span className="text-ink">{place}</span>
        ) : (
          <span className="text-ink-muted">—</span>
        )}
      </Cell>
      <Cell label={COLUMN_SOURCE} className={`${TD} @4xl:text-right`}>
        <span className="text-ink-muted">{SOURCES[booking.source] ?? booking.source}</span>
      </Cell>
    </tr>
  )
}

type GuestBookingsProps = {
  bookings: readonly GuestBooking[]
  // For those who may split the profile (and while it holds two bookings or more): the bookings
  // ticked to move, once staff ask to.
  onSplit?: (reservationIds: string[]) => void
  splitting?: boolean
}

// Every booking of the guest, latest night first; each night opens the reservations of that
// night. Splitting ticks the bookings that belong to someone else and moves them to a new profile
// (never all of them: the profile would be left empty).
export function GuestBookings({ bookings, onSplit, splitting = false }: GuestBookingsProps) {
  const [chosen, setChosen] = useState<ReadonlySet<string> | null>(null)
  const mayMove = chosen !== null && chosen.size > 0 && chosen.size < bookings.length
  const splittable = onSplit !== undefined && bookings.length > 1
  const columns = [
    ...(chosen ? [COLUMN_MOVE] : []),
    COLUMN_NIGHT,
    COLUMN_PARTY,
    COLUMN_OUTCOME,
    COLUMN_WHERE,
    COLUMN_SOURCE,
  ]

  return (
    <FormCard
      title={BOOKINGS_TITLE}
      description={chosen ? SPLIT_HINT : undefined}
      actions={
        splittable && !chosen ? (
          <button
            type="button"
            onClick={() => {
              setChosen(new Set())
            }}
            className={QUIET_BUTTON}
          >
            <Split aria-hidden="true" className="size-3.5" />
            {SPLIT_BOOKINGS}
          </button>
        ) : null
      }
    >
      {bookings.length === 0 ? (
        <p className="text-sm text-ink-muted">{NO_BOOKINGS}</p>
      ) : (
        <ListTable caption={BOOKINGS_TITLE} columns={columns} busy={false}>
          {bookings.map((booking) => (
            <BookingRow
              key={booking.id}
              booking={booking}
              moving={chosen?.has(booking.id)}
              onMove={
                chosen
                  ? (moving) => {
                      const next = new Set(chosen)
                      if (moving) next.add(booking.id)
                      else next.delete(booking.id)
                      setChosen(next)
                    }
                  : undefined
              }
            />
          ))}
        </ListTable>
      )}
      {chosen && onSplit ? (
        <div className="flex flex-wrap justify-end gap-2">
          <button
            type="button"
            onClick={() => {
              setChosen(null)
            }}
            className={QUIET_BUTTON}
          >
            {CANCEL_SPLIT}
          </button>
          <button
            type="button"
            disabled={!mayMove || splitting}
            aria-busy={splitting}
            onClick={() => {
              onSplit([...chosen])
            }}
            className={PRIMARY_BUTTON}
          >
            {MOVE_TO_NEW_PROFILE}
          </button>
        </div>
      ) : null}
    </FormCard>
  )
}
