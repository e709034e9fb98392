// Formatting for the public pages, in the visitor's own locale.

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
