import { queryOptions, useQuery } from '@tanstack/react-query'

import { useLiveQuery } from '@/hooks/use-live-query'
import type { DashboardPublic } from '@/lib/api/types'
import { useAdminApi } from '@/lib/auth'
import type { AuthStore } from '@/lib/auth-store'

import { DASHBOARD_QUERY_KEY } from './query-keys'
import { retryUnanswered } from './errors'

// The counts follow these tables; the spec names the first three, the others keep the cards true.
export const DASHBOARD_LIVE_TABLES = [
  'content_sections',
  'contact_submissions',
  'reservations',
  'gallery_items',
  'events',
  'packages',
] as const

export function getDashboard(client: AuthStore['api'], signal?: AbortSignal) {
  return client.get<DashboardPublic>('/api/admin/dashboard', { signal })
}

export function getDashboardQueryOptions(client: AuthStore['api']) {
  return queryOptions({
    queryKey: DASHBOARD_QUERY_KEY,
    queryFn: ({ signal }) => getDashboard(client, signal),
    retry: retryUnanswered,
  })
}

export function useDashboard() {
  useLiveQuery(DASHBOARD_LIVE_TABLES, DASHBOARD_QUERY_KEY)
  return useQuery(getDashboardQueryOptions(useAdminApi()))
}
