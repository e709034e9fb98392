import { afterEach, describe, expect, it, vi } from 'vitest'

import { formatEventDate, formatPrice, parseLocalDate, toDateInputValue } from './format'

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('event dates', () => {
  it("parses 'YYYY-MM-DD' as that day in the visitor's time zone, not as UTC midnight", () => {
    vi.stubEnv('TZ', 'America/Los_Angeles')
    // What a plain Date would make of it west of Greenwich: the evening before.
    expect(new Date('2025-06-07').getDate()).toBe(6)
    const date = parseLocalDate('2025-06-07')
    expect(date?.getFullYear()).toBe(2025)
    expect(date?.getMonth()).toBe(5)
    expect(date?.getDate()).toBe(7)
  })

  it("formats the date in the visitor's locale, on the same calendar day", () => {
    vi.stubEnv('TZ', 'America/Los_Angeles')
    expect(formatEventDate('2025-06-07', 'en-US')).toBe('Sat, June 7, 2025')
    expect(formatEventDate('2025-06-07', 'fr-FR')).toBe('sam. 7 juin 2025')
  })

  it('shows a value that is not a date as it is', () => {
    expect(formatEventDate('next Friday', 'en-US')).toBe('next Friday')
    expect(parseLocalDate('2025-02-30x')).toBeNull()
  })

  it('gives a local day as a date input value', () => {
    expect(toDateInputValue(new Date(2025, 0, 5, 23, 30))).toBe('2025-01-05')
  })
})

describe('prices', () => {
  it('shows a dollar sign and two decimals', () => {
    expect(formatPrice(1200)).toBe('$1,200.00')
    expect(formatPrice(500)).toBe('$500.00')
    expect(formatPrice(99.5)).toBe('$99.50')
    expect(formatPrice(0)).toBe('$0.00')
  })
})
