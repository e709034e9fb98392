import { afterEach, describe, expect, it, vi } from 'vitest'

import { formatPrice, toDateInputValue } from './format'

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('date inputs', () => {
  it('gives a local day as a date input value', () => {
    expect(toDateInputValue(new Date(2025, 0, 5, 23, 30))).toBe('2025-01-05')
  })
})

describe('prices', () => {
  it('shows a dollar sign and two decimals', () => {
    expect(formatPrice(1200)).toBe('$1,200.00')
    expect(formatPrice(500)).toBe('$500.00')
    expect(formatPrice(99.5)).toBe('$99.50')
    expect(formatPrice(0)).toBe('$0.00')
  })
})
