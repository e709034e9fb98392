import { describe, expect, it } from 'vitest'

import { ApiError } from '@/lib/api-client'
import { AN_ERROR_OCCURRED, AUTH_UNREACHABLE } from '../messages'

import { authErrorMessage } from './auth-error-message'

describe('authErrorMessage', () => {
  it("uses the server's message when it sent one", () => {
    const error = new ApiError('Invalid login credentials', 400, 'invalid_credentials')
    expect(authErrorMessage(error)).toBe('Invalid login credentials')
  })

  it("falls back to 'An error occurred' for an answer without a message of its own", () => {
    const error = new ApiError('Request failed with status 502', 502, 'http_error', {}, false)
    expect(authErrorMessage(error)).toBe(AN_ERROR_OCCURRED)
    expect(authErrorMessage(new Error('boom'))).toBe(AN_ERROR_OCCURRED)
  })

  it('names the network when the request got no answer', () => {
    expect(authErrorMessage(new TypeError('Failed to fetch'))).toBe(AUTH_UNREACHABLE)
  })
})
