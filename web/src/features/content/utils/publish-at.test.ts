import { describe, expect, it } from 'vitest'

import { fromLocalInput, isScheduled, toLocalInput } from './publish-at'

describe('publish_at and the datetime-local field', () => {
  it("sends the field's wall-clock time in this browser's zone, with its offset", () => {
    const sent = fromLocalInput('2030-03-07T21:30')
    expect(sent).toMatch(/^2030-03-07T21:30:00[+-]\d{2}:\d{2}$/)
    expect(new Date(sent ?? '').getTime()).toBe(new Date(2030, 2, 7, 21, 30).getTime())
  })

  it('shows a saved moment back in the same wall-clock time', () => {
    expect(toLocalInput(fromLocalInput('2030-11-02T00:05'))).toBe('2030-11-02T00:05')
    expect(toLocalInput(new Date(2031, 0, 1, 9, 0).toISOString())).toBe('2031-01-01T09:00')
  })

  it('reads a blank field as at once, and refuses what is no date and time', () => {
    expect(fromLocalInput('  ')).toBeNull()
    expect(fromLocalInput('2030-02-30T10:00')).toBeUndefined()
    expect(fromLocalInput('tomorrow')).toBeUndefined()
    expect(toLocalInput(null)).toBe('')
  })

  it('tells a scheduled event from one already shown', () => {
    const now = new Date('2030-01-01T12:00:00Z')
    expect(isScheduled('2030-01-01T12:00:01Z', now)).toBe(true)
    expect(isScheduled('2030-01-01T11:59:59+00:00', now)).toBe(false)
    expect(isScheduled(null, now)).toBe(false)
  })
})
