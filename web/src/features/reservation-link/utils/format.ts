const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

const inWords = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})
const moment = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

// A reservation's night ('2025-11-27') in words: 'Thursday, November 27, 2025'.
export function formatNight(value: string): string {
  const match = ISO_DATE.exec(value)
  if (!match) return value
  const [, year, month, day] = match.map(Number)
  return inWords.format(new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)))
}

// A moment ('2025-11-27T21:00:00Z') in the reader's time.
export function formatMoment(value: string): string {
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? value : moment.format(date)
}
