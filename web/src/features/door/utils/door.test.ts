import { describe, expect, it } from 'vitest'

import { ARRIVALS_OVER_MAX } from '@/lib/api/rules'

import { buildNight, buildParty } from '../testing/factories'
import {
  countParties,
  formatNightInWords,
  matchesSearch,
  nextArrival,
  readNight,
  shiftNight,
  withArrivals,
  withParty,
} from './door'

describe('door nights', () => {
  it('reads only real calendar dates from the address', () => {
    expect(readNight('2025-11-28')).toBe('2025-11-28')
    expect(readNight('2025-02-30')).toBeNull()
    expect(readNight('tonight')).toBeNull()
    expect(readNight(null)).toBeNull()
  })

  it('steps a night at a time across months, years and clock changes', () => {
    expect(shiftNight('2025-11-30', 1)).toBe('2025-12-01')
    expect(shiftNight('2026-01-01', -1)).toBe('2025-12-31')
    expect(shiftNight('2025-03-09', 1)).toBe('2025-03-10')
    expect(shiftNight('2025-11-02', -1)).toBe('2025-11-01')
  })

  it('writes the night in words, with the year only when it is not this one', () => {
    const now = new Date(2025, 10, 1)
    const thisYear = formatNightInWords('2025-11-28', now)
    expect(thisYear).toMatch(/Friday/)
    expect(thisYear).toMatch(/November/)
    expect(thisYear).not.toMatch(/2025/)
    expect(formatNightInWords('2026-01-02', now)).toMatch(/2026/)
  })
})

describe('the headcount', () => {
  it('counts as the server does', () => {
    expect(
      countParties([
        buildParty({ guests: 6, arrived: 4 }),
        buildParty({ guests: 2, arrived: 0, no_show: true }),
        buildParty({ guests: 3, arrived: 3 }),
      ]),
    ).toEqual({
      parties: 3,
      guests_expected: 11,
      guests_arrived: 7,
      parties_arrived: 2,
      no_shows: 1,
    })
  })

  it('shows the taps on their way, the latest one of a party winning', () => {
    const leo = buildParty({ guests: 6, arrived: 2 })
    const mia = buildParty({ guests: 2 })
    const night = buildNight([leo, mia])
    const shown = withArrivals(night, [
      { id: leo.id, arrived: 3, no_show: false },
      { id: leo.id, arrived: 4, no_show: false },
      { id: mia.id, arrived: 0, no_show: true },
    ])
    expect(shown.data.map((party) => [party.arrived, party.no_show])).toEqual([
      [4, false],
      [0, true],
    ])
    expect(shown.counts).toMatchObject({ guests_arrived: 4, parties_arrived: 1, no_shows: 1 })
    expect(withArrivals(night, [])).toBe(night)
    expect(withArrivals(night, [{ id: 'elsewhere', arrived: 1, no_show: false }])).toBe(night)
  })

  it("takes in the server's answer for one party", () => {
    const leo = buildParty({ guests: 6, arrived: 2 })
    const night = buildNight([leo, buildParty()])
    expect(withParty(night, { ...leo, arrived: 6 }).counts.guests_arrived).toBe(6)
    expect(withParty(night, buildParty())).toBe(night)
  })
})

describe('the controls of a card', () => {
  const party = buildParty({ guests: 3, arrived: 2 })

  it('steps from 0 to the ceiling beyond the party, and clears a no-show on arrival', () => {
    expect(nextArrival(party, 'one-more')).toEqual({ id: party.id, arrived: 3, no_show: false })
    expect(nextArrival({ ...party, arrived: 3 }, 'one-more').arrived).toBe(4)
    const ceiling = 3 + ARRIVALS_OVER_MAX
    expect(nextArrival({ ...party, arrived: ceiling }, 'one-more').arrived).toBe(ceiling)
    expect(nextArrival(party, 'one-less').arrived).toBe(1)
    expect(nextArrival({ ...party, arrived: 0 }, 'one-less').arrived).toBe(0)
    expect(nextArrival(party, 'all-in').arrived).toBe(3)
    expect(nextArrival({ ...party, arrived: 0, no_show: true }, 'one-more')).toMatchObject({
      arrived: 1,
      no_show: false,
    })
  })

  it('toggles a no-show', () => {
    expect(nextArrival({ ...party, arrived: 0 }, 'no-show')).toMatchObject({
      arrived: 0,
      no_show: true,
    })
    expect(nextArrival({ ...party, arrived: 0, no_show: true }, 'no-show').no_show).toBe(false)
  })
})

describe('the search', () => {
  const party = buildParty({
    name: 'Leo Hart',
    phone: '+1 (212) 555-0147',
    table_label: 'VIP 4',
    area_name: 'Mezzanine',
  })

  it('finds a party by name, table, area or phone digits', () => {
    expect(matchesSearch(party, '')).toBe(true)
    expect(matchesSearch(party, 'hart')).toBe(true)
    expect(matchesSearch(party, 'vip 4')).toBe(true)
    expect(matchesSearch(party, 'mezz')).toBe(true)
    expect(matchesSearch(party, '555 0147')).toBe(true)
    expect(matchesSearch(party, '(212)555')).toBe(true)
    expect(matchesSearch(party, 'mia')).toBe(false)
    expect(matchesSearch(party, '999')).toBe(false)
  })

  it('does not match a phone on the digits of a table', () => {
    expect(matchesSearch({ ...party, table_label: null }, 'T1')).toBe(false)
  })
})
