import { answer, type ApiClient } from '@/lib/api-client'
import type { components } from '@/lib/api/schema'

import { useLiveTable } from './live-table'
import { ADMIN_QUERY_KEY } from './query-keys'

export type Floor = components['schemas']['FloorPublic']
export type FloorTable = components['schemas']['TablePublic']
export type FloorArea = components['schemas']['AreaPublic']

export const FLOOR_QUERY_KEY = [...ADMIN_QUERY_KEY, 'floor'] as const

function readFloor(client: ApiClient, signal: AbortSignal) {
  return answer(client.GET('/api/admin/floor', { signal }))
}

// The club's areas, plans and tables, read again whenever any staff member changes them: the
// floor screen draws them, the bookings' Table field and filters name them.
export function useFloor() {
  return useLiveTable(['club_tables'], FLOOR_QUERY_KEY, readFloor)
}
