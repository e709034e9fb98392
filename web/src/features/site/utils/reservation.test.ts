import { describe, expect, it } from 'vitest'

import { areaSeatsLeft, partyFits, toReservation } from './reservation'

const values = {
  name: ' Ada ',
  email: 'ada@example.com ',
  date: '2030-01-04',
  time: '23:30',
  guests: '6',
  occasion: '',
  requests: '   ',
  phone: '',
  package_id: '',
  area_id: '',
  table_id: '',
  website: '',
}

describe('reservation payload', () => {
  it('sends guests as a whole number and an empty occasion, requests, phone or package as null', () => {
    expect(toReservation(values)).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      date: '2030-01-04',
      time: '23:30',
      guests: 6,
      occasion: null,
      requests: null,
      phone: null,
      package_id: null,
      area_id: null,
      table_id: null,
      website: '',
    })
  })

  it('sends the phone trimmed, the chosen package and the chosen area', () => {
    const payload = toReservation({
      ...values,
      phone: ' +1 212 555 0147 ',
      package_id: 'gold-id',
      area_id: 'vip-id',
      table_id: 'v2-id',
    })
    expect(payload.phone).toBe('+1 212 555 0147')
    expect(payload.package_id).toBe('gold-id')
    expect(payload.area_id).toBe('vip-id')
    expect(payload.table_id).toBe('v2-id')
  })

  it('keeps a chosen occasion and written requests', () => {
    const payload = toReservation({
      ...values,
      occasion: 'birthday',
      requests: 'A cake at midnight',
    })
    expect(payload.occasion).toBe('birthday')
    expect(payload.requests).toBe('A cake at midnight')
  })
})

describe('what an area has left', () => {
  const nights = {
    areas: [
      { id: 'vip', name: 'VIP Room', description: null, minimum_spend_from: 1500,
        seats: [[2, 6], [6, 12]] as [number, number][] },
    ],
    areas_left: { '2030-01-04': { vip: [[2, 6]] as [number, number][] } },
  } // prettier-ignore

  it('is every table on a night with nothing taken, and what the server names on another', () => {
    expect(areaSeatsLeft(nights, 'vip', '2030-01-05')).toEqual([
      [2, 6],
      [6, 12],
    ])
    expect(areaSeatsLeft(nights, 'vip', '2030-01-04')).toEqual([[2, 6]])
    expect(areaSeatsLeft(nights, 'gone', '2030-01-04')).toEqual([])
  })

  it('fits a party its size between a table’s fewest and most seats', () => {
    expect(partyFits([[2, 6]], 6)).toBe(true)
    expect(partyFits([[2, 6]], 8)).toBe(false)
    expect(partyFits([[4, 10]], 2)).toBe(false)
    // Before the party is given, any table left will do.
    expect(partyFits([[4, 10]], Number(''))).toBe(true)
    expect(partyFits([], Number(''))).toBe(false)
  })
})
