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
  website: '',
}

describe('reservation payload', () => {
  it('sends guests as a whole number and an empty occasion or requests as null', () => {
    expect(toReservation(values)).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      date: '2030-01-04',
      time: '23:30',
      guests: 6,
      occasion: null,
      requests: null,
      website: '',
    })
  })

  it('keeps a chosen occasion and written requests', () => {
    const payload = toReservation({ ...values, occasion: 'birthday', requests: 'A cake at midnight' })
    expect(payload.occasion).toBe('birthday')
    expect(payload.requests).toBe('A cake at midnight')
  })
})
