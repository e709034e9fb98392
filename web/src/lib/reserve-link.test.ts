import { describe, expect, it } from 'vitest'

import { reserveHref } from './reserve-link'

describe('reserveHref', () => {
  it('opens the form with the night or the package chosen', () => {
    expect(reserveHref({ night: '2030-01-04' })).toBe('/?night=2030-01-04#reservation-form')
    expect(reserveHref({ packageId: 'gold' })).toBe('/?package=gold#reservation-form')
    expect(reserveHref({})).toBe('/#reservation-form')
  })
})
