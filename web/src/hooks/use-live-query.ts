import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { useEffect } from 'react'

import { realtime as defaultRealtime, type Realtime } from '@/lib/realtime'

// Live events are handled at most twice a second per table.
export const LIVE_REFETCH_INTERVAL_MS = 500
// Several live queries may re-read the same data (a section's rows and its heading): the notices
// that come together (the subscriptions the server confirms one after the other as the page
// starts, or one change seen by both) make one re-read, sent after the last of them.
export const LIVE_BURST_MS = 50

const bursts = new WeakMap<QueryClient, Map<string, number>>()

function invalidateOnce(queryClient: QueryClient, key: string) {
  let pending = bursts.get(queryClient)
  if (!pending) {
    pending = new Map()
    bursts.set(queryClient, pending)
  }
  if (pending.has(key)) return
  const waiting = pending
  waiting.set(
    key,
    window.setTimeout(() => {
      waiting.delete(key)
      void queryClient.invalidateQueries({ queryKey: JSON.parse(key) as QueryKey })
    }, LIVE_BURST_MS),
  )
}

// Re-fetches `queryKey` whenever one of `tables` changes (or the feed reconnects), at most twice
// a second (once for the notices of a burst, whichever live queries heard them), and stops
// listening when the component unmounts.
export function useLiveQuery(
  tables: readonly string[],
  queryKey: QueryKey,
  { section = null, source = defaultRealtime }: { section?: string | null; source?: Realtime } = {},
) {
  const queryClient = useQueryClient()
  const key = JSON.stringify(queryKey)
  const tableList = tables.join(',')

  useEffect(() => {
    let last = 0
    let pending: number | null = null
    const refetch = () => {
      pending = null
      last = Date.now()
      invalidateOnce(queryClient, key)
    }
    const onNotice = () => {
      if (pending !== null) return
      const wait = Math.max(0, last + LIVE_REFETCH_INTERVAL_MS - Date.now())
      pending = window.setTimeout(refetch, wait)
    }
    const stops = tableList.split(',').map((table) => source.subscribe(table, onNotice, section))
    return () => {
      stops.forEach((stop) => {
        stop()
      })
      if (pending !== null) window.clearTimeout(pending)
    }
  }, [key, tableList, section, source, queryClient])
}
