import { answer, type ApiClient } from '@/lib/api-client'

import { useLiveTable } from '@/lib/admin-api/live-table'
import { DASHBOARD_QUERY_KEY } from './query-keys'

// The counts follow these tables: the reservations and messages, and the content the cards count.
export const DASHBOARD_LIVE_TABLES = [
  'content_sections',
  'contact_submissions',
  'reservations',
  'gallery_items',
  'events',
  'packages',
  'club_tables',
] as const

export function getDashboard(client: ApiClient, signal?: AbortSignal) {
  return answer(client.GET('/api/admin/dashboard', { signal }))
}

export function useDashboard() {
  return useLiveTable(DASHBOARD_LIVE_TABLES, DASHBOARD_QUERY_KEY, getDashboard)
}
