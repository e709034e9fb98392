import { describe, expect, it } from 'vitest'

import { jsonResponse, stubFetch } from '@/testing/fetch'

import { createContactSubmission } from './create-contact-submission'
import { newIdempotencyKey, newSubmission } from './submission'

describe('public form submissions', () => {
  it('gives each submission its own key of 32 hex digits', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()))
    expect(keys.size).toBe(50)
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/)
  })

  it('sends the contact message with its key', async () => {
    const { calls } = stubFetch(() => jsonResponse({ id: '1' }, 201))
    const data = {
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'Other' as const,
      message: 'Hi',
      website: '',
    }
    const submission = newSubmission(data)
    await createContactSubmission(submission)
    expect(calls[0]?.url).toContain('/api/contact-submissions')
    expect(calls[0]?.headers.get('Idempotency-Key')).toBe(submission.idempotencyKey)
    expect(calls[0]?.body).toEqual(data)
  })
})
