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
const nightDate = new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short' })
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
const dateTimeWithYear = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

// The visitor's local format ('3/7/2025' in the US), as the spec's 'New Reservation' line has it.
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
