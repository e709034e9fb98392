// Includes are entered one per line; blank lines are dropped.
export function parseIncludes(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
}

export function formatIncludes(includes: readonly string[]): string {
  return includes.join('\n')
}

// Price: a number of at least 0 with at most two decimals (the server rounds nothing).
export function parsePrice(text: string): number | null {
  const trimmed = text.trim()
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null
  return Number(trimmed)
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

// Shown with a dollar sign.
export function formatPrice(price: number): string {
  return dollars.format(price)
}
