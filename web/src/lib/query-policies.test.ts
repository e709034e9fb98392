import { describe, expect, it } from 'vitest'

import { ApiError } from '@/lib/api-client'

import * as policies from './query-policies'

const { galleryRetryDelay, GALLERY_RETRIES, retrySubmission, retryUnanswered } = policies
const { shouldRetryAdminQuery, submissionRetryDelay } = policies

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

  it('repeats only a request that got no answer in the staff lists and the accounts', () => {
    expect(retryUnanswered(0, new ApiError('down', 503, 'http_error'))).toBe(false)
    expect(retryUnanswered(1, new TypeError('offline'))).toBe(true)
    expect(retryUnanswered(2, new TypeError('offline'))).toBe(false)
  })
})

describe('public form retries', () => {
  it('retries twice, after 1s then 2s, only when no answer came or the server failed', () => {
    const network = new TypeError('Failed to fetch')
    expect(retrySubmission(0, network)).toBe(true)
    expect(retrySubmission(1, network)).toBe(true)
    expect(retrySubmission(2, network)).toBe(false)
    expect(retrySubmission(0, new ApiError('down', 503, 'http_error'))).toBe(true)
    expect(retrySubmission(0, new ApiError('busy', 409, 'idempotency_key_in_progress'))).toBe(true)
    for (const status of [400, 422, 429]) {
      expect(retrySubmission(0, new ApiError('no', status, 'validation_error'))).toBe(false)
    }
    expect([0, 1].map(submissionRetryDelay)).toEqual([1000, 2000])
  })
})
