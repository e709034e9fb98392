import { describe, expect, it } from 'vitest'

import { readToken } from './link-token'

describe('readToken', () => {
  it('reads the token from the #fragment', () => {
    expect(readToken('#abc.def.ghi')).toBe('abc.def.ghi')
    expect(readToken('#abc%2Edef')).toBe('abc.def')
    expect(readToken('#%zz')).toBe('%zz')
    expect(readToken('#')).toBeNull()
    expect(readToken('')).toBeNull()
  })
})
