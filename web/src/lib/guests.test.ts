import { describe, expect, it } from 'vitest'

import { birthdayNear, visitNumber, type GuestBadge } from './guests'

const guest = (visits: number): GuestBadge => ({
  id: 'g',
  name: 'Marcus Lee',
  tags: [],
  visits,
  no_shows: 0,
  notes: null,
  birthday: null,
  blocked_reason: null,
})

describe('guests', () => {
  it('counts tonight as the next visit until the party is in', () => {
    expect(visitNumber(guest(2), 0)).toBe(3)
    expect(visitNumber(guest(3), 2)).toBe(3)
  })

  it('finds a birthday within three nights of the night, across the new year', () => {
    expect(birthdayNear('07-14', '2026-07-11')).toBe(true)
    expect(birthdayNear('07-14', '2026-07-17')).toBe(true)
    expect(birthdayNear('07-14', '2026-07-18')).toBe(false)
    expect(birthdayNear('01-01', '2026-12-30')).toBe(true)
    expect(birthdayNear('12-30', '2027-01-02')).toBe(true)
    expect(birthdayNear(null, '2026-07-14')).toBe(false)
  })
})
