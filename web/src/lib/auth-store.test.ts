import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { buildSession, buildUser } from '@/testing/factories'
import {
  deferred,
  errorResponse,
  jsonResponse,
  noContent,
  stubFetch,
  type FetchCall,
} from '@/testing/fetch'

import { answer } from './api-client'
import { createAuthStore, REFRESH_MARGIN_MS, type AuthStore } from './auth-store'

const REFRESH_URL = '/api/auth/token?grant_type=refresh_token'
const isRefresh = (call: FetchCall) => call.url === REFRESH_URL
const refreshCalls = (calls: FetchCall[]) => calls.filter(isRefresh)

let store: AuthStore
beforeEach(() => {
  store = createAuthStore({ locks: null })
})
afterEach(() => {
  store.dispose()
  vi.useRealTimers()
})

async function signedIn(session = buildSession()) {
  const { calls } = stubFetch(() => jsonResponse(session))
  await store.restore()
  calls.length = 0
  return session
}

describe('the session check on load', () => {
  it('turns the refresh cookie into a session, sending the client header and no body', async () => {
    const session = buildSession()
    const { calls } = stubFetch(() => jsonResponse(session))

    await store.restore()

    expect(store.getState()).toEqual({ status: 'signed-in', user: session.user })
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({ url: REFRESH_URL, method: 'POST', body: undefined })
    expect(calls[0]?.headers.get('X-Requested-With')).toBe('nocturne')
  })

  it('is signed out, with no reason to show, when there is no valid cookie', async () => {
    stubFetch(() => errorResponse(401, 'Your session is no longer valid. Please sign in again.'))
    await store.restore()
    expect(store.getState()).toEqual({ status: 'signed-out' })
  })

  it('treats any other failure than a network failure as signed out', async () => {
    stubFetch(() => new Response('Bad gateway', { status: 502 }))
    await store.restore()
    expect(store.getState()).toEqual({ status: 'signed-out' })
  })

  it('is unreachable after a network failure, and can be tried again', async () => {
    const session = buildSession()
    let online = false
    stubFetch(() => {
      if (!online) throw new TypeError('Failed to fetch')
      return jsonResponse(session)
    })

    await store.restore()
    expect(store.getState()).toEqual({ status: 'unreachable' })

    online = true
    await store.restore()
    expect(store.getState()).toEqual({ status: 'signed-in', user: session.user })
  })

  it('runs once however many screens ask for it', async () => {
    const { calls } = stubFetch(() => jsonResponse(buildSession()))
    await Promise.all([store.restore(), store.restore()])
    await store.restore()
    expect(calls).toHaveLength(1)
  })

  it('keeps the tokens out of web storage', async () => {
    await signedIn()
    expect(window.localStorage).toHaveLength(0)
    expect(window.sessionStorage).toHaveLength(0)
  })
})

describe('the scheduled refresh', () => {
  it('runs a minute before the access token expires, then again for the new one', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    vi.setSystemTime(new Date('2025-06-01T22:00:00Z'))
    const { calls } = stubFetch(() => jsonResponse(buildSession({}, 900)))

    await store.restore()
    expect(refreshCalls(calls)).toHaveLength(1)

    await vi.advanceTimersByTimeAsync(900_000 - REFRESH_MARGIN_MS - 1)
    expect(refreshCalls(calls)).toHaveLength(1)

    await vi.advanceTimersByTimeAsync(1)
    expect(refreshCalls(calls)).toHaveLength(2)
    expect(store.getState().status).toBe('signed-in')

    await vi.advanceTimersByTimeAsync(900_000 - REFRESH_MARGIN_MS)
    expect(refreshCalls(calls)).toHaveLength(3)
  })

  it('signs out, saying why, when the server refuses it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    await signedIn(buildSession({}, 900))
    stubFetch(() => errorResponse(401, 'Your session is no longer valid. Please sign in again.'))

    await vi.advanceTimersByTimeAsync(900_000)

    expect(store.getState()).toEqual({
      status: 'signed-out',
      reason: 'Your session is no longer valid. Please sign in again.',
    })
  })

  it('tries again later, still signed in, when there is no network', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    await signedIn(buildSession({}, 900))
    let online = false
    const { calls } = stubFetch(() => {
      if (!online) throw new TypeError('Failed to fetch')
      return jsonResponse(buildSession())
    })

    await vi.advanceTimersByTimeAsync(900_000 - REFRESH_MARGIN_MS)
    expect(refreshCalls(calls)).toHaveLength(1)
    expect(store.getState().status).toBe('signed-in')

    online = true
    await vi.advanceTimersByTimeAsync(30_000)
    expect(refreshCalls(calls)).toHaveLength(2)
    expect(store.getState().status).toBe('signed-in')
  })
})

describe('requests as the signed-in user', () => {
  it('carry the access token as a bearer token', async () => {
    const session = await signedIn()
    const { calls } = stubFetch(() => jsonResponse({ data: [], count: 0 }))

    await answer(store.client.GET('/api/admin/users'))

    expect(calls[0]?.headers.get('Authorization')).toBe(`Bearer ${session.access_token}`)
  })

  it('share one refresh when two of them meet an expired token at once', async () => {
    const old = await signedIn()
    const fresh = buildSession()
    const { promise: refreshed, resolve: releaseRefresh } = deferred<undefined>()
    const { calls } = stubFetch(async (call) => {
      if (isRefresh(call)) {
        await refreshed
        return jsonResponse(fresh)
      }
      const token = call.headers.get('Authorization')
      return token === `Bearer ${old.access_token}`
        ? errorResponse(401, 'Your session has expired. Please sign in again.')
        : jsonResponse({ ok: call.url })
    })

    const both = Promise.all([
      answer(store.client.GET('/api/admin/dashboard')),
      answer(store.client.GET('/api/admin/users')),
    ])
    await vi.waitFor(() => {
      expect(calls.filter((call) => !isRefresh(call))).toHaveLength(2)
    })
    releaseRefresh(undefined)

    await expect(both).resolves.toEqual([
      { ok: '/api/admin/dashboard' },
      { ok: '/api/admin/users' },
    ])
    expect(refreshCalls(calls)).toHaveLength(1)
    const retries = calls.filter((call) => !isRefresh(call)).slice(2)
    expect(retries.map((call) => call.headers.get('Authorization'))).toEqual([
      `Bearer ${fresh.access_token}`,
      `Bearer ${fresh.access_token}`,
    ])
  })

  it('sign the user out when the refresh after a 401 is refused', async () => {
    await signedIn()
    stubFetch((call) =>
      isRefresh(call)
        ? errorResponse(401, 'Your session is no longer valid. Please sign in again.')
        : errorResponse(401, 'Your session has expired. Please sign in again.'),
    )

    await expect(answer(store.client.GET('/api/admin/users'))).rejects.toMatchObject({
      status: 401,
    })
    expect(store.getState()).toEqual({
      status: 'signed-out',
      reason: 'Your session is no longer valid. Please sign in again.',
    })
  })

  it('sign the user out when the account is no longer approved', async () => {
    await signedIn()
    const message = 'Your account is waiting for approval.'
    stubFetch(() => errorResponse(403, message, 'not_approved'))

    await expect(answer(store.client.GET('/api/admin/users'))).rejects.toMatchObject({
      status: 403,
    })
    expect(store.getState()).toEqual({ status: 'signed-out', reason: message })
  })

  it('read the account again when its role is refused, so the screens follow the role it now has', async () => {
    const session = await signedIn()
    const demoted = { ...session.user, role: 'host' as const }
    const { calls } = stubFetch((call) =>
      call.url === '/api/auth/user'
        ? jsonResponse(demoted)
        : errorResponse(
            403,
            "Your role does not allow this. Ask an owner of the club's admin area.",
            'role_forbidden',
          ),
    )

    await expect(answer(store.client.GET('/api/admin/users'))).rejects.toMatchObject({
      status: 403,
      code: 'role_forbidden',
    })

    await vi.waitFor(() => {
      expect(store.getState()).toEqual({ status: 'signed-in', user: demoted })
    })
    expect(calls.map((call) => call.url)).toEqual(['/api/admin/users', '/api/auth/user'])
  })

  it('note a refusal until two-factor sign-in is set up, which a refresh keeps and signing out ends', async () => {
    const session = await signedIn()
    const message = 'Your role requires two-factor sign-in. Set it up on your profile to continue.'
    const seen: boolean[] = []
    store.subscribe(() => seen.push(store.needsTwoFactorSetup()))
    stubFetch((call) =>
      isRefresh(call)
        ? jsonResponse(session)
        : errorResponse(403, message, 'two_factor_setup_required'),
    )
    expect(store.needsTwoFactorSetup()).toBe(false)

    await expect(answer(store.client.GET('/api/admin/users'))).rejects.toMatchObject({
      status: 403,
      code: 'two_factor_setup_required',
    })
    expect(store.needsTwoFactorSetup()).toBe(true)
    expect(seen).toEqual([true])
    expect(store.getState()).toEqual({ status: 'signed-in', user: session.user })

    await store.refresh()
    expect(store.needsTwoFactorSetup()).toBe(true)

    store.setTwoFactorSetupNeeded(false)
    expect(store.needsTwoFactorSetup()).toBe(false)
    store.setTwoFactorSetupNeeded(true)
    stubFetch(() => noContent())
    await store.signOut()
    expect(store.needsTwoFactorSetup()).toBe(false)
  })

  it('are refused without a request when nobody is signed in', async () => {
    const { calls } = stubFetch(() => errorResponse(401, 'No cookie'))
    await expect(answer(store.client.GET('/api/admin/users'))).rejects.toMatchObject({
      status: 401,
    })
    expect(calls.map((call) => call.url)).toEqual([REFRESH_URL])
  })
})

describe('signing in and out', () => {
  it('signs in with the password grant', async () => {
    const session = buildSession({ user: buildUser({ email: 'ada@nocturne.club' }) })
    const { calls } = stubFetch(() => jsonResponse(session))

    await store.signIn({ email: 'ada@nocturne.club', password: 'secret-password' })

    expect(calls[0]).toMatchObject({
      url: '/api/auth/token?grant_type=password',
      method: 'POST',
      body: { email: 'ada@nocturne.club', password: 'secret-password' },
    })
    expect(store.getState()).toEqual({ status: 'signed-in', user: session.user })
  })

  it('sends the authenticator code with the password when there is one', async () => {
    const { calls } = stubFetch(() => jsonResponse(buildSession()))

    await store.signIn({ email: 'ada@nocturne.club', password: 'secret-password', code: '123456' })

    expect(calls[0]?.body).toEqual({
      email: 'ada@nocturne.club',
      password: 'secret-password',
      code: '123456',
    })
    expect(store.getState()).toMatchObject({ status: 'signed-in' })
  })

  it('signs out on the server with the bearer token and the client header, then locally', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const session = await signedIn()
    const { calls } = stubFetch(() => noContent())

    await store.signOut()

    expect(calls[0]).toMatchObject({ url: '/api/auth/logout', method: 'POST' })
    expect(calls[0]?.headers.get('Authorization')).toBe(`Bearer ${session.access_token}`)
    expect(calls[0]?.headers.get('X-Requested-With')).toBe('nocturne')
    expect(store.getState()).toEqual({ status: 'signed-out' })
    await vi.advanceTimersByTimeAsync(3_600_000)
    expect(calls).toHaveLength(1)
  })

  it('signs out locally even when the server cannot be reached', async () => {
    await signedIn()
    stubFetch(() => {
      throw new TypeError('Failed to fetch')
    })
    await store.signOut()
    expect(store.getState()).toEqual({ status: 'signed-out' })
  })
})
