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

export function formatEventDate(value: string, locale?: string): string {
  const date = parseLocalDate(value)
  if (!date) return value
  return date.toLocaleDateString(locale, {
    weekday: 'short',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  })
}
