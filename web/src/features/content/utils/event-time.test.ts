import { describe, expect, it } from 'vitest'

import { toTimeInput } from './event-time'

describe('toTimeInput', () => {
  it.each([
    ['10:00 PM', '22:00'],
    ['12:00 AM', '00:00'],
    ['12:30 PM', '12:30'],
    ['9:05 AM', '09:05'],
    ['11:59 PM', '23:59'],
  ])('reads %s as %s', (stored, value) => {
    expect(toTimeInput(stored)).toBe(value)
  })

  it.each(['11pm-ish', '', '25:00', '10:00PM'])('leaves %s for staff to choose again', (stored) => {
    expect(toTimeInput(stored)).toBe('')
  })
})
