import { describe, expect, it } from 'vitest'

import { ApiError } from '@/lib/api-client'

import { galleryRetryDelay, GALLERY_RETRIES, shouldRetryAdminQuery } from './retry'

describe('admin retries', () => {
  it('retries the gallery 3 times, waiting 1000 ms times the attempt number', () => {
    expect(GALLERY_RETRIES).toBe(3)
    expect([0, 1, 2].map(galleryRetryDelay)).toEqual([1000, 2000, 3000])
  })

  it('does not repeat a refusal', () => {
    expect(shouldRetryAdminQuery(0, new ApiError('Forbidden', 403, 'forbidden'))).toBe(false)
    expect(shouldRetryAdminQuery(0, new TypeError('offline'))).toBe(true)
    expect(shouldRetryAdminQuery(2, new TypeError('offline'))).toBe(false)
  })
})
