import { NIGHT_ENDS, NIGHT_OPENS } from '@/lib/api/rules'
import { EVERY_NIGHT, WEEKDAY_NAMES } from '@/messages-admin'

// Dates and times as staff read them. A reservation's date is a calendar date ('2025-03-07'): it is
// read as that day on this computer, never as midnight UTC, which would show the day before in
// the Americas.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
// Until this hour the night that started yesterday is still under way (the club closes at 3 AM).
export const NIGHT_ENDS_AT_HOUR = 6

export function parseLocalDate(value: string): Date | null {
  const match = ISO_DATE.exec(value)
  if (!match) return null
  const [, year, month, day] = match
  return new Date(Number(year), Number(month) - 1, Number(day))
}

export function toIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0')
  const day = String(date.getDate()).padStart(2, '0')
  return `${String(date.getFullYear())}-${month}-${day}`
}

// The date of the night under way: at 1 AM on Saturday the door still works Friday's list.
export function tonight(now: Date = new Date()): string {
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate())
  if (now.getHours() < NIGHT_ENDS_AT_HOUR) date.setDate(date.getDate() - 1)
  return toIsoDate(date)
}

const shortDate = new Intl.DateTimeFormat(undefined)
const nightDate = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
})
const nightDateWithYear = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
})
const dateTime = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
})
const dateTimeWithYear = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
})

// The visitor's local format ('3/7/2025' in the US), as the product's 'New Reservation' line has it.
export function formatLocalDate(value: string, format: Intl.DateTimeFormat = shortDate): string {
  const date = parseLocalDate(value)
  return date ? format.format(date) : value
}

// The date with its weekday, for the door: 'Fri, Mar 7', with the year only when it is not this
// year's.
export function formatNightDate(value: string, now: Date = new Date()): string {
  const date = parseLocalDate(value)
  if (!date) return value
  return (date.getFullYear() === now.getFullYear() ? nightDate : nightDateWithYear).format(date)
}

// A moment ('2025-03-07T21:04:00Z') in local time: 'Mar 7, 10:04 PM', the year only when needed.
export function formatDateTime(value: string, now: Date = new Date()): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return value
  return (date.getFullYear() === now.getFullYear() ? dateTime : dateTimeWithYear).format(date)
}

// A walk-in's time steps: the form starts at the next 5 minutes.
const WALK_IN_STEP_MINUTES = 5
const DAY_MINUTES = 24 * 60
const minutesOf = (clock: string) => {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number)
  return hours * 60 + minutes
}
const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

type WallClock = { year: number; month: number; day: number; minutes: number }

// The calendar date and the time of day that `zone`'s clocks show at `now`; this computer's own
// when the zone is not known (not loaded yet, or a name this browser lacks).
function wallClock(zone: string | undefined, now: Date): WallClock {
  if (zone) {
    try {
      const parts = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        hourCycle: 'h23',
      }).formatToParts(now)
      const part = (type: Intl.DateTimeFormatPartTypes) =>
        Number(parts.find((p) => p.type === type)?.value)
      return {
        year: part('year'),
        month: part('month'),
        day: part('day'),
        minutes: part('hour') * 60 + part('minute'),
      }
    } catch {
      // An unknown zone: this computer's clock below.
    }
  }
  return {
    year: now.getFullYear(),
    month: now.getMonth() + 1,
    day: now.getDate(),
    minutes: now.getHours() * 60 + now.getMinutes(),
  }
}

// The club's clock for a walk-in: the night under way in the club's time zone (until 6 AM, the
// one before) and the time now, rounded up to the next 5 minutes and kept within the hours staff
// may book (6 PM until the night ends at 6 AM: 5:58 AM gives 5:55 AM, 3 PM gives 6:00 PM).
export function clubNow(
  zone: string | undefined,
  now: Date = new Date(),
): { night: string; time: string } {
  const { year, month, day, minutes } = wallClock(zone, now)
  const opens = minutesOf(NIGHT_OPENS)
  const ends = minutesOf(NIGHT_ENDS)
  const smallHours = minutes < ends
  const date = new Date(Date.UTC(year, month - 1, day - (smallHours ? 1 : 0)))
  const rounded = Math.ceil(minutes / WALK_IN_STEP_MINUTES) * WALK_IN_STEP_MINUTES
  let time: number
  if (smallHours) time = Math.min(rounded, ends - WALK_IN_STEP_MINUTES)
  else if (minutes < opens) time = opens
  else time = rounded % DAY_MINUTES
  return { night: date.toISOString().slice(0, 10), time: clockOf(time) }
}

// Opening nights as a club writes them in its hours: a run of three or more as "Thursday -
// Saturday" (one that wraps past Sunday too: "Friday - Monday"), others named in week order,
// all seven as "Every night"; '' for none.
export function nightsInWords(days: readonly number[]): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b)
  if (sorted.length === 7) return EVERY_NIGHT
  const next = (index: number) => sorted[(index + 1) % sorted.length] ?? 0
  // The run starts after the one gap in the week, if there is only one.
  const gaps = sorted.flatMap((day, index) => ((next(index) - day + 7) % 7 === 1 ? [] : [index]))
  const [gap] = gaps
  if (sorted.length >= 3 && gaps.length === 1 && gap !== undefined) {
    const first = sorted[(gap + 1) % sorted.length] ?? 0
    const last = sorted[gap] ?? 0
    return `${WEEKDAY_NAMES[first]} - ${WEEKDAY_NAMES[last]}`
  }
  return sorted.map((day) => WEEKDAY_NAMES[day]).join(', ')
}

// An amount in the club's currency as the reader's locale writes it: "$800", "$1,500.50".
export function formatMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat(undefined, {
    style: 'currency',
    currency,
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount)
}
