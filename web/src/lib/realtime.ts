// The change feed: one WebSocket per page, shared by every subscriber.
// It reconnects after 1, 2, 5, then every 10 s, and after a reconnect tells every
// subscriber to re-read, since changes made while it was away were not heard.

export type ChangeEvent = 'INSERT' | 'UPDATE' | 'DELETE'
export type Change = { table: string; event: ChangeEvent; id: string | null; section?: string }
// 'resync': the socket came back after a gap; re-read everything you show.
// 'subscribed': the server now sends this subscription's changes; a change made between the
// subscriber's first read and this moment was not heard, so read again.
export type Notice =
  { kind: 'change'; change: Change } | { kind: 'resync' } | { kind: 'subscribed' }
export type Listener = (notice: Notice) => void

export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10000] as const
// The server sends a heartbeat every 30 s; no frame for this long means the socket is dead
// (heartbeat plus the product's 10 s realtime timeout).
export const SILENCE_LIMIT_MS = 40_000

type SocketLike = Pick<WebSocket, 'send' | 'close' | 'readyState'> & {
  onopen: ((event: Event) => void) | null
  onclose: ((event: CloseEvent) => void) | null
  onmessage: ((event: MessageEvent) => void) | null
  onerror: ((event: Event) => void) | null
}

export type RealtimeOptions = {
  url?: () => string
  createSocket?: (url: string) => SocketLike
  setTimer?: (callback: () => void, ms: number) => number
  clearTimer?: (id: number) => void
}

// confirmed: the server has acknowledged this table (and section) on the current socket.
type Subscription = {
  table: string
  section: string | null
  listener: Listener
  confirmed: boolean
}

const OPEN = 1

function defaultUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws'
  return `${scheme}://${window.location.host}/api/realtime`
}

export function createRealtime({
  url = defaultUrl,
  createSocket = (address) => new WebSocket(address),
  setTimer = (callback, ms) => window.setTimeout(callback, ms),
  clearTimer = (id) => {
    window.clearTimeout(id)
  },
}: RealtimeOptions = {}) {
  const subscriptions = new Set<Subscription>()
  let socket: SocketLike | null = null
  let attempt = 0
  let everConnected = false
  let reconnectTimer: number | null = null
  let silenceTimer: number | null = null
  let tokenProvider: (() => string | null) | null = null
  // The token last shown to the server on this socket.
  let sentToken: string | null = null

  const keyOf = (table: string, section: string | null) => `${table}|${section ?? ''}`

  function wanted(): Map<string, { table: string; section: string | null }> {
    const keys = new Map<string, { table: string; section: string | null }>()
    for (const { table, section } of subscriptions)
      keys.set(keyOf(table, section), { table, section })
    return keys
  }

  function send(frame: object) {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(frame))
  }

  function authenticate() {
    const token = tokenProvider?.() ?? null
    const signedOut = token === null && sentToken !== null
    sentToken = token
    if (token) send({ type: 'auth', access_token: token })
    // Signing out takes the socket's staff access away at once (the server stops staff tables).
    else if (signedOut) send({ type: 'auth', access_token: null })
  }

  // The server delivers staff tables only while the token it was shown is valid: each refreshed
  // token is shown to it at the next heartbeat (tokens are refreshed a minute before they expire,
  // heartbeats come every 30 s).
  function showRefreshedToken() {
    const token = tokenProvider?.() ?? null
    if (token && token !== sentToken) authenticate()
  }

  function watchSilence() {
    if (silenceTimer !== null) clearTimer(silenceTimer)
    silenceTimer = setTimer(() => {
      socket?.close()
    }, SILENCE_LIMIT_MS)
  }

  function dispatch(notice: Notice) {
    for (const subscription of [...subscriptions]) {
      if (notice.kind === 'change') {
        const { change } = notice
        if (change.table !== subscription.table) continue
        if (subscription.section && change.section && change.section !== subscription.section)
          continue
      }
      subscription.listener(notice)
    }
  }

  // Each subscription hears its first confirmation on a socket once; a repeat (the same table asked
  // for again with a staff token) changes nothing.
  function confirm(table: string, section: string | null) {
    const key = keyOf(table, section)
    for (const subscription of [...subscriptions]) {
      if (subscription.confirmed || keyOf(subscription.table, subscription.section) !== key)
        continue
      subscription.confirmed = true
      subscription.listener({ kind: 'subscribed' })
    }
  }

  function connect() {
    reconnectTimer = null
    if (socket || subscriptions.size === 0) return
    const current = createSocket(url())
    socket = current
    current.onopen = () => {
      const reconnected = everConnected
      everConnected = true
      attempt = 0
      authenticate()
      for (const { table, section } of wanted().values())
        send({ type: 'subscribe', table, section })
      watchSilence()
      if (reconnected) dispatch({ kind: 'resync' })
    }
    current.onmessage = (event: MessageEvent) => {
      watchSilence()
      let frame: { type?: string } & Partial<Change>
      try {
        frame = JSON.parse(String(event.data)) as typeof frame
      } catch {
        return
      }
      if (frame.type === 'heartbeat') {
        showRefreshedToken()
        return
      }
      if (frame.type === 'subscribed' && frame.table) {
        confirm(frame.table, frame.section ?? null)
        return
      }
      if (frame.type === 'change' && frame.table && frame.event) {
        dispatch({
          kind: 'change',
          change: {
            table: frame.table,
            event: frame.event,
            id: frame.id ?? null,
            ...(frame.section ? { section: frame.section } : {}),
          },
        })
      }
    }
    current.onclose = () => {
      if (socket !== current) return
      socket = null
      for (const subscription of subscriptions) subscription.confirmed = false
      if (silenceTimer !== null) clearTimer(silenceTimer)
      if (subscriptions.size === 0) return
      const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)] ?? 10_000
      attempt += 1
      reconnectTimer = setTimer(connect, delay)
    }
    current.onerror = () => {
      current.close()
    }
  }

  return {
    // Follow a table (and, for content_sections, one section); returns the way to stop.
    subscribe(table: string, listener: Listener, section: string | null = null): () => void {
      const key = keyOf(table, section)
      const alreadyFollowed = wanted().has(key)
      // Joining a table the socket already follows: its changes already arrive.
      const confirmed = [...subscriptions].some(
        (other) => other.confirmed && keyOf(other.table, other.section) === key,
      )
      const subscription: Subscription = { table, section, listener, confirmed }
      subscriptions.add(subscription)
      if (!socket && reconnectTimer === null) connect()
      else if (!alreadyFollowed) send({ type: 'subscribe', table, section })
      return () => {
        subscriptions.delete(subscription)
        if (!wanted().has(keyOf(table, section))) send({ type: 'unsubscribe', table, section })
        if (subscriptions.size === 0) {
          if (reconnectTimer !== null) clearTimer(reconnectTimer)
          reconnectTimer = null
          const closing = socket
          socket = null
          everConnected = false
          closing?.close()
        }
      }
    },
    // Staff tables are delivered only to a socket that authenticated with a staff token.
    useToken(provider: (() => string | null) | null) {
      tokenProvider = provider
      authenticate()
      // Subscriptions refused before the token arrived are asked for again.
      for (const { table, section } of wanted().values())
        send({ type: 'subscribe', table, section })
    },
  }
}

export type Realtime = ReturnType<typeof createRealtime>

export const realtime: Realtime = createRealtime()
