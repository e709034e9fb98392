import { describe, expect, it } from 'vitest'

import type { ReservationCreate } from '@/lib/api/types'
import { jsonResponse, stubFetch } from '@/testing/fetch'

import { answer, api, ApiError, retryAfterSeconds } from './api-client'

const reservation: ReservationCreate = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  date: '2030-03-07',
  time: '22:00',
  guests: 2,
}

describe('api client', () => {
  it('returns the parsed JSON of a successful answer', async () => {
    stubFetch(() => jsonResponse({ status: 'ok' }))
    await expect(answer(api.GET('/api/health'))).resolves.toEqual({ status: 'ok' })
  })

  it('fills in path and query parameters from the API document', async () => {
    const { calls } = stubFetch(() => jsonResponse({ data: [], count: 0 }))
    await answer(
      api.GET('/api/sections/{section_name}', { params: { path: { section_name: 'a b' } } }),
    )
    await answer(api.GET('/api/menu-images', { params: { query: { type: 'club' } } }))
    expect(calls.map((call) => call.url)).toEqual([
      '/api/sections/a%20b',
      '/api/menu-images?type=club',
    ])
  })

  it("throws an error carrying the server's message, code and fields", async () => {
    stubFetch(() =>
      jsonResponse(
        {
          error: {
            code: 'validation_error',
            message: 'Guests must be between 1 and 20',
            fields: { guests: 'Too many' },
          },
        },
        422,
      ),
    )
    const error: unknown = await answer(api.POST('/api/reservations', { body: reservation })).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      message: 'Guests must be between 1 and 20',
      status: 422,
      code: 'validation_error',
      fields: { guests: 'Too many' },
    })
  })

  it('still throws a readable error when the failure body is not JSON', async () => {
    stubFetch(() => new Response('Bad gateway', { status: 502 }))
    await expect(answer(api.GET('/api/health'))).rejects.toThrow('Request failed with status 502')
  })

  it('sends a JSON body with its content type', async () => {
    const { calls } = stubFetch(() => jsonResponse({}))
    await answer(api.POST('/api/reservations', { body: reservation }))
    expect(calls[0]?.body).toEqual(reservation)
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json')
  })
})

describe('retryAfterSeconds', () => {
  it('reads seconds or a date to wait until, and nothing else', () => {
    const now = Date.parse('2026-12-05T22:00:00Z')
    expect(retryAfterSeconds('420', now)).toBe(420)
    expect(retryAfterSeconds('Sat, 05 Dec 2026 22:05:00 GMT', now)).toBe(300)
    expect(retryAfterSeconds(null, now)).toBeNull()
    expect(retryAfterSeconds('soon', now)).toBeNull()
  })

  it('rides on the error of a refused call', async () => {
    stubFetch(
      () =>
        new Response(
          JSON.stringify({ error: { code: 'too_many_requests', message: 'Too many requests.' } }),
          {
            status: 429,
            headers: { 'Content-Type': 'application/json', 'Retry-After': '90' },
          },
        ),
    )
    const error = await answer(api.GET('/api/site')).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).retryAfterSeconds).toBe(90)
  })
})
