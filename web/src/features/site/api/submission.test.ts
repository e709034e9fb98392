import { describe, expect, it } from 'vitest'

import { ApiError } from '@/lib/api-client'
import { jsonResponse, stubFetch } from '@/testing/fetch'

import { createContactSubmission } from './create-contact-submission'
import { newIdempotencyKey, newSubmission, retrySubmission, submissionRetryDelay } from './submission'

describe('public form submissions', () => {
  it('gives each submission its own key of 32 hex digits', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()))
    expect(keys.size).toBe(50)
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/)
  })

  it('sends the contact message with its key', async () => {
    const { calls } = stubFetch(() => jsonResponse({ id: '1' }, 201))
    const data = { name: 'Ada', email: 'ada@example.com', subject: 'Other' as const, message: 'Hi', website: '' }
    const submission = newSubmission(data)
    await createContactSubmission(submission)
    expect(calls[0]?.url).toContain('/api/contact-submissions')
    expect(calls[0]?.headers.get('Idempotency-Key')).toBe(submission.idempotencyKey)
    expect(calls[0]?.body).toEqual(data)
  })

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
