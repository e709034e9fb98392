import { afterEach, describe, expect, it, vi } from 'vitest'

import { formatEventDate, formatShortMonth, parseLocalDate } from './event-dates'

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

  it('writes the same calendar day whatever the time zone, once its formatter is made', () => {
    vi.stubEnv('TZ', 'Pacific/Kiritimati')
    expect(formatEventDate('2025-06-07', 'en-US')).toBe('Sat, June 7, 2025')
    vi.stubEnv('TZ', 'Pacific/Pago_Pago')
    expect(formatEventDate('2025-06-07', 'en-US')).toBe('Sat, June 7, 2025')
    expect(formatEventDate('2025-12-31', 'en-US')).toBe('Wed, December 31, 2025')
    const day = parseLocalDate('2025-12-31')
    expect(day && formatShortMonth(day, 'en-US')).toBe('Dec')
  })

  it('shows a value that is not a date as it is', () => {
    expect(formatEventDate('next Friday', 'en-US')).toBe('next Friday')
    expect(parseLocalDate('2025-02-30x')).toBeNull()
  })
})
