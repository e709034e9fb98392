// Formatting for the public pages, in the visitor's own locale.

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

// A date input's value for a local day (min of the reservation date picker).
export function toDateInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

const PRICE = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

// Spec: the price is shown with a dollar sign, e.g. $1,200.00.
export function formatPrice(price: number): string {
  return PRICE.format(price)
}
