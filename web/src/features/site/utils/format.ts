// Formatting for the public pages, in the visitor's own locale.

// A date input's value for a local day (min of the reservation date picker).
export function toDateInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

// Made at its first use, not as the app's code loads: the browser's first formatter of a page
// loads its locale data (about 10 ms of a phone's CPU), which the start would otherwise pay in the
// task that runs the code, right after the first paint.
let price: Intl.NumberFormat | undefined

// Spec: the price is shown with a dollar sign, e.g. $1,200.00.
export function formatPrice(value: number): string {
  price ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
  return price.format(value)
}
