import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { createRealtime } from '@/lib/realtime'
import { fakeSockets } from '@/testing/fake-socket'

import { useLiveQuery } from './use-live-query'

function setup(
  useLive: (source: ReturnType<typeof createRealtime>) => void = (source) => {
    useLiveQuery(['events'], ['events'], { source })
  },
) {
  const { sockets, ...connection } = fakeSockets()
  // The real feed with its real timers (faked by vitest), only the socket is ours.
  const source = createRealtime(connection)
  const client = new QueryClient()
  const invalidate = vi.spyOn(client, 'invalidateQueries')
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  renderHook(
    () => {
      useLive(source)
    },
    { wrapper },
  )
  return { sockets, invalidate }
}

describe('live queries across a server restart', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })

  it('reconnects after 1, 2, 5, then every 10 s, then re-fetches what it shows', () => {
    const { sockets, invalidate } = setup()
    sockets[0]?.open()
    sockets[0]?.close() // the server restarts

    const waits: number[] = []
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const before = sockets.length
      let waited = 0
      while (sockets.length === before) {
        vi.advanceTimersByTime(100)
        waited += 100
        if (waited > 60_000) throw new Error('no reconnect within a minute')
      }
      waits.push(waited)
      if (attempt < 5) sockets.at(-1)?.close() // still down: the attempt fails
    }
    expect(waits).toEqual([1000, 2000, 5000, 10000, 10000, 10000])
    expect(invalidate).not.toHaveBeenCalled()

    sockets.at(-1)?.open() // the server is back
    expect(sockets.at(-1)?.sent).toContainEqual({
      type: 'subscribe',
      table: 'events',
      section: null,
    })
    vi.advanceTimersByTime(500)
    expect(invalidate).toHaveBeenCalledTimes(1)
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['events'] })
  })

  it('does not re-fetch on the first connection, only after a gap', () => {
    const { sockets, invalidate } = setup()
    sockets[0]?.open()
    vi.advanceTimersByTime(1000)
    expect(invalidate).not.toHaveBeenCalled()
  })

  it('re-fetches once the server confirms the subscription, so a change made before it is heard', () => {
    const { sockets, invalidate } = setup()
    sockets[0]?.open()
    sockets[0]?.receive({ type: 'subscribed', table: 'events', section: null })
    vi.advanceTimersByTime(500)
    expect(invalidate).toHaveBeenCalledTimes(1)
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['events'] })

    // The same subscription confirmed again (asked for again with a staff token): nothing new.
    sockets[0]?.receive({ type: 'subscribed', table: 'events', section: null })
    sockets[0]?.receive({ type: 'subscribed', table: 'gallery_items', section: null })
    vi.advanceTimersByTime(1000)
    expect(invalidate).toHaveBeenCalledTimes(1)
  })

  it('re-reads data that several live queries follow once for the notices that come together', () => {
    const { sockets, invalidate } = setup((source) => {
      // A section's rows and its heading, read by one query.
      useLiveQuery(['gallery_items'], ['gallery'], { source })
      useLiveQuery(['content_sections'], ['gallery'], { section: 'gallery', source })
      useLiveQuery(['events'], ['events'], { source })
    })
    sockets[0]?.open()
    sockets[0]?.receive({ type: 'subscribed', table: 'gallery_items', section: null })
    sockets[0]?.receive({ type: 'subscribed', table: 'content_sections', section: 'gallery' })
    sockets[0]?.receive({ type: 'subscribed', table: 'events', section: null })
    vi.advanceTimersByTime(500)
    expect(invalidate).toHaveBeenCalledTimes(2)
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['gallery'] })
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['events'] })

    // Later changes to either table are each heard.
    sockets[0]?.receive({ type: 'change', table: 'gallery_items', event: 'INSERT', id: 'a' })
    vi.advanceTimersByTime(1000)
    sockets[0]?.receive({
      type: 'change',
      table: 'content_sections',
      event: 'UPDATE',
      id: 'b',
      section: 'gallery',
    })
    vi.advanceTimersByTime(1000)
    expect(invalidate).toHaveBeenCalledTimes(4)
  })
})
