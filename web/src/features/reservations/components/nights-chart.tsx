import { Link } from 'react-router'

import type { NightLoad } from '@/lib/api/types'
import { DASHBOARD_GUESTS, DASHBOARD_RESERVATIONS_SHORT, nightLabel } from '../messages'

import { formatNightDate, parseLocalDate, tonight } from '@/lib/format'
import { reservationsHref } from '../utils/links'
import { FOCUS_RING } from '@/components/ui/table'

const weekday = new Intl.DateTimeFormat(undefined, { weekday: 'short' })

// Guests per night for the coming two weeks, as bars; the booking count sits under each night.
// Every night is a link to its guest list, named with its figures for assistive technology.
export function NightsChart({ nights }: { nights: readonly NightLoad[] }) {
  const most = Math.max(1, ...nights.map((night) => night.guests))
  const current = tonight()
  return (
    <div>
      <div aria-hidden="true" className="mb-4 flex gap-5 text-xs text-ink-muted">
        <span className="inline-flex items-center gap-2">
          <span className="size-2.5 rounded-sm bg-gold-400" />
          {DASHBOARD_GUESTS}
        </span>
        <span className="inline-flex items-center gap-2">
          <span className="size-2.5 rounded-full border border-ink-muted" />
          {DASHBOARD_RESERVATIONS_SHORT}
        </span>
      </div>
      <ol className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1">
        {nights.map((night) => {
          const date = parseLocalDate(night.date)
          const share = night.guests === 0 ? 0 : Math.max(4, (night.guests / most) * 100)
          const label = nightLabel(formatNightDate(night.date), night.reservations, night.guests)
          const isTonight = night.date === current
          return (
            // 1.75rem a night: the fourteen fit the dashboard's narrower column (1280 px and up).
            <li key={night.date} className="min-w-7 flex-1">
              <Link
                to={reservationsHref({ status: null, date: night.date })}
                aria-label={label}
                title={label}
                className={`group flex flex-col items-center gap-1.5 rounded-lg px-0.5 py-1 transition-colors hover:bg-ink/5 ${FOCUS_RING}`}
              >
                <span aria-hidden="true" className="text-xs font-semibold text-ink tabular-nums">
                  {night.guests > 0 ? night.guests : '\u00a0'}
                </span>
                <span aria-hidden="true" className="flex h-36 w-full items-end justify-center">
                  <span
                    className={`w-full max-w-7 rounded-t-md transition-colors ${
                      night.guests > 0
                        ? 'bg-gradient-to-t from-gold-500 to-gold-300 group-hover:to-gold-400'
                        : 'h-px bg-line'
                    }`}
                    style={night.guests > 0 ? { height: `${String(share)}%` } : undefined}
                  />
                </span>
                <span
                  aria-hidden="true"
                  className={`text-[0.68rem] tracking-wider uppercase ${isTonight ? 'font-bold text-accent' : 'text-ink-muted'}`}
                >
                  {date ? weekday.format(date) : night.date}
                </span>
                <span
                  aria-hidden="true"
                  className={`text-sm tabular-nums ${isTonight ? 'font-bold text-accent' : 'text-ink'}`}
                >
                  {date?.getDate()}
                </span>
                <span
                  aria-hidden="true"
                  className="inline-flex min-w-6 items-center justify-center rounded-full border border-line px-1.5 text-[0.68rem] text-ink-muted tabular-nums"
                >
                  {night.reservations}
                </span>
              </Link>
            </li>
          )
        })}
      </ol>
    </div>
  )
}
