import { describe, expect, it } from 'vitest'

import { fakeSockets } from '@/testing/fake-socket'

import { createRealtime, type Notice, RECONNECT_DELAYS_MS } from './realtime'

function harness() {
  const { sockets, ...connection } = fakeSockets()
  const timers: { callback: () => void; ms: number; id: number }[] = []
  let nextId = 1
  const realtime = createRealtime({
    ...connection,
    setTimer: (callback, ms) => {
      const id = nextId++
      timers.push({ callback, ms, id })
      return id
    },
    clearTimer: (id) => {
      const index = timers.findIndex((timer) => timer.id === id)
      if (index >= 0) timers.splice(index, 1)
    },
  })
  const runReconnect = () => {
    const timer = timers.find((t) => t.ms !== 40_000)
    if (!timer) throw new Error('no reconnect timer')
    timers.splice(timers.indexOf(timer), 1)
    timer.callback()
    return timer.ms
  }
  return { realtime, sockets, timers, runReconnect }
}

describe('the live-updates socket', () => {
  it('opens one socket for every subscriber and subscribes each table once', () => {
    const { realtime, sockets } = harness()
    realtime.subscribe('events', () => undefined)
    realtime.subscribe('events', () => undefined)
    realtime.subscribe('content_sections', () => undefined, 'hero')
    expect(sockets).toHaveLength(1)
    sockets[0]?.open()
    expect(sockets[0]?.sent).toEqual([
      { type: 'subscribe', table: 'events', section: null },
      { type: 'subscribe', table: 'content_sections', section: 'hero' },
    ])
  })

  it('delivers a change only to subscribers of its table and section', () => {
    const { realtime, sockets } = harness()
    const heard: string[] = []
    realtime.subscribe('content_sections', () => heard.push('hero'), 'hero')
    realtime.subscribe('content_sections', () => heard.push('footer'), 'footer')
    realtime.subscribe('events', () => heard.push('events'))
    sockets[0]?.open()
    sockets[0]?.receive({
      type: 'change',
      table: 'content_sections',
      event: 'UPDATE',
      id: '1',
      section: 'hero',
    })
    sockets[0]?.receive({ type: 'heartbeat' })
    expect(heard).toEqual(['hero'])
  })

  it('reconnects after 1, 2, 5, then 10 seconds and asks everyone to re-read', () => {
    const { realtime, sockets, runReconnect } = harness()
    const notices: Notice[] = []
    realtime.subscribe('gallery_items', (notice) => notices.push(notice))
    sockets[0]?.open()
    const waits: number[] = []
    for (let n = 0; n < 5; n += 1) {
      sockets.at(-1)?.close()
      waits.push(runReconnect())
    }
    expect(waits).toEqual([1000, 2000, 5000, 10000, 10000])
    sockets.at(-1)?.open()
    expect(notices).toEqual([{ kind: 'resync' }])
  })

  it('never waits more than 10 s between attempts, however long the server stays away', () => {
    const { realtime, sockets, runReconnect } = harness()
    realtime.subscribe('events', () => undefined)
    sockets[0]?.open()
    const waits: number[] = []
    for (let n = 0; n < 30; n += 1) {
      sockets.at(-1)?.close()
      waits.push(runReconnect())
    }
    expect(Math.max(...waits)).toBe(10_000)
    expect(waits.slice(3)).toEqual(Array(27).fill(10_000))
    expect(RECONNECT_DELAYS_MS.at(-1)).toBe(10_000)
  })

  it('closes the socket when the last subscriber leaves', () => {
    const { realtime, sockets, timers } = harness()
    const stop = realtime.subscribe('packages', () => undefined)
    sockets[0]?.open()
    stop()
    expect(sockets[0]?.sent.at(-1)).toEqual({
      type: 'unsubscribe',
      table: 'packages',
      section: null,
    })
    expect(sockets[0]?.readyState).toBe(3)
    expect(timers.filter((t) => t.ms !== 40_000)).toHaveLength(0)
  })

  it('authenticates with the staff token and asks again for refused tables', () => {
    const { realtime, sockets } = harness()
    realtime.subscribe('reservations', () => undefined)
    sockets[0]?.open()
    realtime.useToken(() => 'token-1')
    expect(sockets[0]?.sent.slice(1)).toEqual([
      { type: 'auth', access_token: 'token-1' },
      { type: 'subscribe', table: 'reservations', section: null },
    ])
  })

  it('shows the server each refreshed staff token at the next heartbeat, and only a new one', () => {
    const { realtime, sockets } = harness()
    let token = 'token-1'
    realtime.subscribe('reservations', () => undefined)
    sockets[0]?.open()
    realtime.useToken(() => token)
    const auths = () =>
      sockets[0]?.sent.filter((frame) => (frame as { type: string }).type === 'auth')
    sockets[0]?.receive({ type: 'heartbeat' })
    expect(auths()).toEqual([{ type: 'auth', access_token: 'token-1' }])

    token = 'token-2'
    sockets[0]?.receive({ type: 'heartbeat' })
    expect(auths()).toEqual([
      { type: 'auth', access_token: 'token-1' },
      { type: 'auth', access_token: 'token-2' },
    ])
  })

  it('takes the socket out of staff access when the page signs out, once', () => {
    const { realtime, sockets } = harness()
    realtime.subscribe('reservations', () => undefined)
    sockets[0]?.open()
    realtime.useToken(() => 'token-1')
    realtime.useToken(null)
    realtime.useToken(null)
    const auths = sockets[0]?.sent.filter((frame) => (frame as { type: string }).type === 'auth')
    expect(auths).toEqual([
      { type: 'auth', access_token: 'token-1' },
      { type: 'auth', access_token: null },
    ])
  })
})
