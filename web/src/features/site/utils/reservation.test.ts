import { describe, expect, it } from 'vitest'

import { toReservation } from './reservation'

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
      website: '',
    })
  })

  it('sends the phone trimmed and the chosen package', () => {
    const payload = toReservation({ ...values, phone: ' +1 212 555 0147 ', package_id: 'gold-id' })
    expect(payload.phone).toBe('+1 212 555 0147')
    expect(payload.package_id).toBe('gold-id')
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
