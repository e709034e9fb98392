import { describe, expect, it } from 'vitest'

import { formatTimeSlot } from './time-slot'

describe('formatTimeSlot', () => {
  it('shows the reservation times as 10:00 PM through 12:00 AM', () => {
    expect(['22:00', '22:30', '23:00', '23:30', '00:00'].map(formatTimeSlot)).toEqual([
      '10:00 PM',
      '10:30 PM',
      '11:00 PM',
      '11:30 PM',
      '12:00 AM',
    ])
  })

  it('shows noon as 12:00 PM and leaves an unknown value as it is', () => {
    expect(formatTimeSlot('12:00')).toBe('12:00 PM')
    expect(formatTimeSlot('late')).toBe('late')
  })
})
