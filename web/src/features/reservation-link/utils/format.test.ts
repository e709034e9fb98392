import { describe, expect, it } from 'vitest'

import { formatNight } from './format'

describe('the link page', () => {
  it('writes the night in words, as that calendar day wherever the reader is', () => {
    const night = formatNight('2025-11-28')
    expect(night).toMatch(/Friday/)
    expect(night).toMatch(/28/)
    expect(formatNight('not a date')).toBe('not a date')
  })
})
