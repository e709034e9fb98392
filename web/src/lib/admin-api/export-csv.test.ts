import { describe, expect, it, vi } from 'vitest'

import { ApiError } from '@/lib/api-client'
import { createAuthStore } from '@/lib/auth-store'
import { buildSession } from '@/testing/factories'
import { jsonResponse, stubFetch, type FetchCall } from '@/testing/fetch'

import { fetchCsv, filenameFromDisposition, saveFile } from './export-csv'

const csv = (body = 'Date,Time,Name\r\n', status = 200) =>
  new Response(body, {
    status,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="reservations-2025-03-07.csv"',
    },
  })

// A signed-in store whose access token is `first`; a refresh gives `refreshed`.
async function signedIn(first: string, refreshed = 'fresh-token') {
  const store = createAuthStore({ locks: null })
  const sessions = [
    buildSession({ access_token: first }),
    buildSession({ access_token: refreshed }),
  ]
  stubFetch(() => jsonResponse(sessions.shift()))
  await store.restore()
  return store
}
const isRefresh = (call: FetchCall) => call.url.startsWith('/api/auth/token')

describe('filenameFromDisposition', () => {
  it("takes the server's file name", () => {
    expect(
      filenameFromDisposition('attachment; filename="contact-submissions-2025-03-07.csv"', 'x.csv'),
    ).toBe('contact-submissions-2025-03-07.csv')
  })

  it('falls back when there is none, or when it looks like a path', () => {
    expect(filenameFromDisposition(null, 'reservations.csv')).toBe('reservations.csv')
    expect(
      filenameFromDisposition('attachment; filename="../../evil.csv"', 'reservations.csv'),
    ).toBe('reservations.csv')
  })
})

describe('fetchCsv', () => {
  it('sends the bearer token and answers the file with its name', async () => {
    const store = await signedIn('staff-token')
    const { calls } = stubFetch(() => csv('Date,Time,Name\r\n2025-03-07,22:00,Leo\r\n'))
    const file = await fetchCsv(store, '/api/admin/reservations.csv?status=pending', 'r.csv')

    expect(calls[0]?.url).toBe('/api/admin/reservations.csv?status=pending')
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer staff-token')
    expect(file.filename).toBe('reservations-2025-03-07.csv')
    expect(await file.blob.text()).toContain('2025-03-07,22:00,Leo')
  })

  it('refreshes the token once after a 401 and tries again', async () => {
    const store = await signedIn('stale-token')
    const sessions = [buildSession({ access_token: 'fresh-token' })]
    const { calls } = stubFetch((call) => {
      if (isRefresh(call)) return jsonResponse(sessions.shift())
      return call.headers.get('Authorization') === 'Bearer stale-token'
        ? new Response(null, { status: 401 })
        : csv()
    })
    await fetchCsv(store, '/api/admin/reservations.csv', 'r.csv')

    expect(calls.filter(isRefresh)).toHaveLength(1)
    expect(
      calls.filter((call) => !isRefresh(call)).map((call) => call.headers.get('Authorization')),
    ).toEqual(['Bearer stale-token', 'Bearer fresh-token'])
  })

  it('fails with an ApiError when the server refuses', async () => {
    const store = await signedIn('t')
    stubFetch(() => new Response('{}', { status: 500 }))
    await expect(fetchCsv(store, '/api/admin/reservations.csv', 'r.csv')).rejects.toBeInstanceOf(
      ApiError,
    )
  })
})

describe('saveFile', () => {
  it('downloads the blob under its name through an object URL, then lets the URL go', () => {
    vi.useFakeTimers()
    const create = vi.fn(() => 'blob:nocturne/1')
    const revoke = vi.fn()
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke })
    const clicked: HTMLAnchorElement[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this)
    })

    const blob = new Blob(['a,b\r\n'], { type: 'text/csv' })
    saveFile({ blob, filename: 'reservations.csv' })

    expect(create).toHaveBeenCalledWith(blob)
    expect(clicked).toHaveLength(1)
    expect(clicked[0]?.download).toBe('reservations.csv')
    expect(clicked[0]?.getAttribute('href')).toBe('blob:nocturne/1')
    expect(document.querySelector('a[download]')).toBeNull()
    vi.runAllTimers()
    expect(revoke).toHaveBeenCalledWith('blob:nocturne/1')
  })
})
