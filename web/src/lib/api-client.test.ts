import { describe, expect, it, vi } from 'vitest'

import { api, ApiError } from './api-client'

const respond = (body: unknown, status: number) =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(
      new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
    )

describe('api client', () => {
  it('returns the parsed JSON of a successful answer', async () => {
    respond({ ok: true }, 200)
    await expect(api.get('/api/x')).resolves.toEqual({ ok: true })
  })

  it("throws an error carrying the server's message, code and fields", async () => {
    respond(
      {
        error: {
          code: 'validation_error',
          message: 'Guests must be between 1 and 20',
          fields: { guests: 'Too many' },
        },
      },
      422,
    )
    const error: unknown = await api.post('/api/reservations', {}).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      message: 'Guests must be between 1 and 20',
      status: 422,
      code: 'validation_error',
      fields: { guests: 'Too many' },
    })
  })

  it('still throws a readable error when the failure body is not JSON', async () => {
    respond('Bad gateway', 502)
    await expect(api.get('/api/x')).rejects.toThrow('Request failed with status 502')
  })

  it('sends a JSON body with its content type', async () => {
    const fetchSpy = respond({}, 200)
    await api.post('/api/contact-submissions', { name: 'Ada' })
    const [, init] = fetchSpy.mock.calls[0] ?? []
    expect(init?.body).toBe('{"name":"Ada"}')
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json')
  })
})
