// The change feed (DESIGN.md section 3): one WebSocket per page, shared by every subscriber.
// It reconnects after 1, 2, 5, then every 10 s (spec section 9), and after a reconnect tells every
// subscriber to re-read, since changes made while it was away were not heard.

export type ChangeEvent = 'INSERT' | 'UPDATE' | 'DELETE'
export type Change = { table: string; event: ChangeEvent; id: string | null; section?: string }
// 'resync': the socket came back after a gap; re-read everything you show.
export type Notice = { kind: 'change'; change: Change } | { kind: 'resync' }
export type Listener = (notice: Notice) => void

export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10000] as const
// The server sends a heartbeat every 30 s; no frame for this long means the socket is dead
// (heartbeat plus the spec's 10 s realtime timeout).
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

type Subscription = { table: string; section: string | null; listener: Listener }

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

  const keyOf = (table: string, section: string | null) => `${table}|${section ?? ''}`

  function wanted(): Map<string, { table: string; section: string | null }> {
    const keys = new Map<string, { table: string; section: string | null }>()
    for (const { table, section } of subscriptions) keys.set(keyOf(table, section), { table, section })
    return keys
  }

  function send(frame: object) {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(frame))
  }

  function authenticate() {
    const token = tokenProvider?.()
    if (token) send({ type: 'auth', access_token: token })
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
        if (subscription.section && change.section && change.section !== subscription.section) continue
      }
      subscription.listener(notice)
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
      for (const { table, section } of wanted().values()) send({ type: 'subscribe', table, section })
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
      const subscription: Subscription = { table, section, listener }
      const alreadyFollowed = wanted().has(keyOf(table, section))
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
      for (const { table, section } of wanted().values()) send({ type: 'subscribe', table, section })
    },
  }
}

export type Realtime = ReturnType<typeof createRealtime>

export const realtime: Realtime = createRealtime()
