import { describe, expect, it } from 'vitest'

import { formatNight, readToken } from './format'

describe('the link page', () => {
  it('reads the token from the #fragment', () => {
    expect(readToken('#abc.def.ghi')).toBe('abc.def.ghi')
    expect(readToken('#abc%2Edef')).toBe('abc.def')
    expect(readToken('#%zz')).toBe('%zz')
    expect(readToken('#')).toBeNull()
    expect(readToken('')).toBeNull()
  })

  it('writes the night in words, as that calendar day wherever the reader is', () => {
    const night = formatNight('2025-11-28')
    expect(night).toMatch(/Friday/)
    expect(night).toMatch(/28/)
    expect(formatNight('not a date')).toBe('not a date')
  })
})
