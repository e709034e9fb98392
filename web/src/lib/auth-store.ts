import { answer, api, ApiError, createApiClient, isNetworkError, send } from '@/lib/api-client'
import type { Credentials, SessionPublic, UserPublic } from '@/lib/api/types'

// The browser's admin session. The access token lives only in this
// closure; the refresh token travels in an HttpOnly cookie that scripts never see, so the
// refresh_token field of a session answer is ignored on purpose.

export type AuthState =
  | { status: 'loading' }
  | { status: 'signed-in'; user: UserPublic }
  // reason: why a session that was open has ended (shown on the sign-in page).
  | { status: 'signed-out'; reason?: string }
  // The session check got no answer at all: neither signed in nor known to be signed out.
  | { status: 'unreachable' }

// Requests that make the server read the refresh cookie must carry this header (its CSRF guard).
export const CLIENT_HEADERS = { 'X-Requested-With': 'nocturne' } as const

export const REFRESH_MARGIN_MS = 60_000
const MIN_REFRESH_DELAY_MS = 10_000
// After a scheduled refresh got no answer, try again on the product's 30 s tick.
export const REFRESH_RETRY_MS = 30_000
const REFRESH_LOCK = 'nocturne-auth-refresh'

const signedOutError = () => new ApiError('Not signed in', 401, 'signed_out', {}, false)

// Answers that mean the account itself lost its access, not just this token.
const ACCESS_LOST_CODES = new Set(['not_approved', 'email_not_confirmed'])
// The account's role may not call this: the role may have changed since the session began.
const ROLE_FORBIDDEN_CODE = 'role_forbidden'
// The owners require two-factor sign-in for the account's role and it has not set it up: every
// staff call is refused until it does (only its own profile's calls still work).
export const TWO_FACTOR_SETUP_REQUIRED_CODE = 'two_factor_setup_required'
// A password sign-in of an account with two-factor sign-in on: the code is missing, or wrong.
export const TWO_FACTOR_REQUIRED_CODE = 'two_factor_required'
export const TWO_FACTOR_INVALID_CODE = 'two_factor_invalid'

// A password sign-in; `code` is the authenticator's code (or a recovery code) when asked for.
export type SignInInput = Credentials & { code?: string }

type LockManagerLike = { request: <T>(name: string, callback: () => Promise<T>) => Promise<T> }

export type AuthStoreOptions = {
  // Serialises refreshes across tabs: they share one cookie, and a rotated refresh token presented
  // twice makes the server revoke the whole session.
  locks?: LockManagerLike | null
}

function browserLocks(): LockManagerLike | null {
  return typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : null
}

export function createAuthStore({ locks = browserLocks() }: AuthStoreOptions = {}) {
  let state: AuthState = { status: 'loading' }
  let accessToken: string | null = null
  let restoring: Promise<void> | null = null
  let refreshing: Promise<string> | null = null
  let reloadingUser: Promise<void> | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  // Bumped whenever a session starts or ends, so a late refresh answer cannot overrule either.
  let generation = 0
  // Set by a staff call refused with TWO_FACTOR_SETUP_REQUIRED_CODE; it stands until the account
  // turns two-factor sign-in on (or the session ends), as a session refresh changes nothing.
  let twoFactorSetupNeeded = false
  const listeners = new Set<() => void>()

  function notify() {
    for (const listener of listeners) listener()
  }

  function setState(next: AuthState) {
    state = next
    notify()
  }

  function setTwoFactorSetupNeeded(needed: boolean) {
    if (twoFactorSetupNeeded === needed) return
    twoFactorSetupNeeded = needed
    notify()
  }

  function schedule(delayMs: number) {
    clearTimeout(timer)
    timer = setTimeout(autoRefresh, delayMs)
  }

  function startSession(session: SessionPublic) {
    accessToken = session.access_token
    setState({ status: 'signed-in', user: session.user })
    // Counted from expires_in rather than expires_at, so a wrong clock on this computer cannot
    // make the refresh run late, or over and over.
    schedule(Math.max(session.expires_in * 1000 - REFRESH_MARGIN_MS, MIN_REFRESH_DELAY_MS))
  }

  function endSession(reason?: string) {
    generation += 1
    accessToken = null
    twoFactorSetupNeeded = false
    clearTimeout(timer)
    setState(reason === undefined ? { status: 'signed-out' } : { status: 'signed-out', reason })
  }

  // A refresh refused by the server ends the open session; the server's message says why.
  function endAfterRefused(error: unknown) {
    if (!(error instanceof ApiError) || state.status !== 'signed-in') return
    endSession(error.fromServer ? error.message : undefined)
  }

  function autoRefresh() {
    refresh().catch((error: unknown) => {
      if (isNetworkError(error)) schedule(REFRESH_RETRY_MS)
      else endAfterRefused(error)
    })
  }

  function exchangeCookie() {
    const call = () =>
      answer(
        api.POST('/api/auth/token', {
          params: { query: { grant_type: 'refresh_token' } },
          headers: CLIENT_HEADERS,
        }),
      )
    return locks ? locks.request(REFRESH_LOCK, call) : call()
  }

  // One refresh at a time: every caller that needs a new token while one is on its way waits for
  // that same answer.
  function refresh(): Promise<string> {
    refreshing ??= (async () => {
      const started = generation
      try {
        const session = await exchangeCookie()
        if (generation !== started) {
          // Signed in or out while this was on its way: that outcome stands.
          if (accessToken) return accessToken
          throw signedOutError()
        }
        generation += 1
        startSession(session)
        return session.access_token
      } finally {
        refreshing = null
      }
    })()
    return refreshing
  }

  // The session check on page load: the cookie, if any, becomes a session. It runs once; only an
  // unanswered check is tried again.
  function restore(): Promise<void> {
    if (state.status === 'signed-in' || state.status === 'signed-out') return Promise.resolve()
    restoring ??= (async () => {
      if (state.status === 'unreachable') setState({ status: 'loading' })
      try {
        await refresh()
      } catch (error) {
        if (state.status !== 'loading') return
        if (isNetworkError(error)) {
          restoring = null
          setState({ status: 'unreachable' })
        } else {
          // Any other failure of the check means signed out.
          endSession()
        }
      }
    })()
    return restoring
  }

  // Without a code, an account with two-factor sign-in on is refused with TWO_FACTOR_REQUIRED_CODE.
  async function signIn({ email, password, code }: SignInInput): Promise<void> {
    const session = await answer(
      api.POST('/api/auth/token', {
        params: { query: { grant_type: 'password' } },
        body: code === undefined ? { email, password } : { email, password, code },
        headers: CLIENT_HEADERS,
      }),
    )
    generation += 1
    twoFactorSetupNeeded = false
    startSession(session)
  }

  async function signUp({ email, password }: Credentials): Promise<string> {
    const { message } = await answer(api.POST('/api/auth/signup', { body: { email, password } }))
    return message
  }

  async function signOut(): Promise<void> {
    const headers = new Headers(CLIENT_HEADERS)
    if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`)
    try {
      await api.POST('/api/auth/logout', { headers })
    } catch {
      // The local sign-out stands; the server's session runs out on its own.
    }
    endSession()
  }

  // The signed-in transport: `call` runs with the access token, and a 401 gets one refresh and
  // one more run; when that fails too, the user is signed out. Every request as the signed-in
  // user goes through here: the API client's, the uploads' and the CSV exports'.
  async function authorized<T>(call: (token: string) => Promise<T>): Promise<T> {
    if (state.status === 'loading' || state.status === 'unreachable') await restore()
    const token = accessToken
    if (!token) throw signedOutError()
    try {
      return await call(token)
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      if (error.status === 403 && ACCESS_LOST_CODES.has(error.code)) endAfterRefused(error)
      if (error.status === 403 && error.code === ROLE_FORBIDDEN_CODE) void reloadUser()
      if (error.status === 403 && error.code === TWO_FACTOR_SETUP_REQUIRED_CODE)
        setTwoFactorSetupNeeded(true)
      if (error.status !== 401) throw error
    }
    let fresh: string
    try {
      // Another request may have refreshed already while this one was on its way.
      fresh = accessToken && accessToken !== token ? accessToken : await refresh()
    } catch (error) {
      endAfterRefused(error)
      throw error
    }
    try {
      return await call(fresh)
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) endAfterRefused(error)
      throw error
    }
  }

  // A request with the bearer token (a copy each time: a body can be read only once).
  function fetchSignedIn(request: Request): Promise<Response> {
    return authorized((token) => {
      const attempt = request.clone()
      attempt.headers.set('Authorization', `Bearer ${token}`)
      return send(attempt)
    })
  }

  const client = createApiClient(fetchSignedIn)

  // The signed-in account as the server now holds it (an owner changed its role, say): the screens
  // and the side navigation follow its role.
  function setUser(user: UserPublic) {
    if (state.status === 'signed-in') setState({ status: 'signed-in', user })
  }

  // Reads the account again after a refusal for its role; one reading at a time, and a refusal of
  // the reading itself starts no other.
  function reloadUser(): Promise<void> {
    reloadingUser ??= (async () => {
      const started = generation
      try {
        const user = await answer(client.GET('/api/auth/user'))
        if (generation === started) setUser(user)
      } catch {
        // The screen that was refused says so; the role stays as it was known.
      } finally {
        reloadingUser = null
      }
    })()
    return reloadingUser
  }

  return {
    getState: () => state,
    // For the live-updates socket, which authenticates with the same token.
    getAccessToken: () => accessToken,
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    restore,
    refresh,
    signIn,
    signUp,
    signOut,
    authorized,
    fetch: fetchSignedIn,
    client,
    setUser,
    reloadUser,
    // Whether a staff call was refused until two-factor sign-in is set up (the admin shell then
    // sends the account to its profile); the profile clears it once it is on.
    needsTwoFactorSetup: () => twoFactorSetupNeeded,
    setTwoFactorSetupNeeded,
    // Stops the refresh timer (tests, or a store that is thrown away).
    dispose: () => {
      clearTimeout(timer)
    },
  }
}

export type AuthStore = ReturnType<typeof createAuthStore>
