import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useEffect } from 'react'

import { realtime as defaultRealtime, type Realtime } from '@/lib/realtime'

// Live events are handled at most twice a second per table.
export const LIVE_REFETCH_INTERVAL_MS = 500

// Re-fetches `queryKey` whenever one of `tables` changes (or the feed reconnects), at most twice
// a second, and stops listening when the component unmounts.
export function useLiveQuery(
  tables: readonly string[],
  queryKey: QueryKey,
  { section = null, source = defaultRealtime }: { section?: string | null; source?: Realtime } = {},
) {
  const queryClient = useQueryClient()
  const key = JSON.stringify(queryKey)
  const tableList = tables.join(',')

  useEffect(() => {
    const parsedKey = JSON.parse(key) as QueryKey
    let last = 0
    let pending: number | null = null
    const refetch = () => {
      pending = null
      last = Date.now()
      void queryClient.invalidateQueries({ queryKey: parsedKey })
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
