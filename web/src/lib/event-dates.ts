// An event's date as the public pages show it, in the visitor's own locale.

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/

// 'YYYY-MM-DD' is a calendar day at the club, not an instant: `new Date('2025-06-07')` would be
// midnight UTC, which is the 6th for every visitor west of Greenwich. Build a local date instead.
export function parseLocalDate(value: string): Date | null {
  const match = DATE_ONLY.exec(value)
  if (!match) return null
  const [, year, month, day] = match
  const date = new Date(Number(year), Number(month) - 1, Number(day))
  return Number.isNaN(date.getTime()) ? null : date
}

// One formatter per locale and pattern, made at its first use: toLocaleDateString makes a new one
// at every call, and a page lists many dates. A formatter keeps the time zone it was made in, so
// these write the calendar day in UTC, where it is made of the local day's numbers.
const formats = new Map<string, Intl.DateTimeFormat>()

function formatDay(
  day: Date,
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
): string {
  const key = `${locale ?? ''} ${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' })
    formats.set(key, format)
  }
  return format.format(new Date(Date.UTC(day.getFullYear(), day.getMonth(), day.getDate())))
}

const EVENT_DATE: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
}
const SHORT_MONTH: Intl.DateTimeFormatOptions = { month: 'short' }

export function formatEventDate(value: string, locale?: string): string {
  const date = parseLocalDate(value)
  if (!date) return value
  return formatDay(date, locale, EVENT_DATE)
}

// A local day's month, short ("Nov"), in the visitor's locale.
export function formatShortMonth(day: Date, locale?: string): string {
  return formatDay(day, locale, SHORT_MONTH)
}

// Makes the formatters the landing page's events use. The page's first formatter loads the
// browser's locale data (about 10 ms of a phone's CPU): the page has that done in a turn of its
// own, before the events' cards (lib/staged-start.ts).
export function prepareEventDateFormats() {
  const today = new Date()
  formatDay(today, undefined, SHORT_MONTH)
  formatDay(today, undefined, EVENT_DATE)
}
