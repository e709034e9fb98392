import { describe, expect, it } from 'vitest'

import { badgeTone } from './status'

describe('badgeTone', () => {
  it('is green for a completed message and a confirmed reservation', () => {
    expect(badgeTone('completed')).toBe('green')
    expect(badgeTone('confirmed')).toBe('green')
  })

  it('is red for rejected', () => {
    expect(badgeTone('rejected')).toBe('red')
  })

  it('is grey for a request whose night passed undecided', () => {
    expect(badgeTone('expired')).toBe('gray')
  })

  it('is yellow otherwise', () => {
    expect(badgeTone('pending')).toBe('yellow')
    expect(badgeTone('anything else')).toBe('yellow')
  })
})
