import { describe, expect, it } from 'vitest'

import { formatIncludes, formatPrice, parseIncludes, parsePrice } from './packages'

describe('includes', () => {
  it('takes one item per line and drops blank lines', () => {
    expect(parseIncludes('Bottle of champagne\n\n  Private host  \r\n\nMixers\n   ')).toEqual([
      'Bottle of champagne',
      'Private host',
      'Mixers',
    ])
    expect(parseIncludes('\n \n')).toEqual([])
  })

  it('writes a saved list back one per line', () => {
    expect(formatIncludes(['A', 'B'])).toBe('A\nB')
  })
})

describe('price', () => {
  it('is a number of at least 0 with at most two decimals', () => {
    expect(parsePrice('500')).toBe(500)
    expect(parsePrice('0')).toBe(0)
    expect(parsePrice('499.99')).toBe(499.99)
    expect(parsePrice('-1')).toBeNull()
    expect(parsePrice('1.999')).toBeNull()
    expect(parsePrice('abc')).toBeNull()
    expect(parsePrice('')).toBeNull()
  })

  it('is shown with a dollar sign', () => {
    expect(formatPrice(1500)).toBe('$1,500.00')
    expect(formatPrice(99.5)).toBe('$99.50')
  })
})
