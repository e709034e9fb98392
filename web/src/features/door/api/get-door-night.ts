import { answer, type ApiClient } from '@/lib/api-client'

import { useLiveList } from '@/lib/admin-api/live-table'
import { DOOR_QUERY_KEY } from './query-keys'

// null: tonight, as the server counts nights (in the club's time zone, until 6 AM).
export type DoorFilter = { date: string | null }

export function getDoorNight(client: ApiClient, { date }: DoorFilter, signal?: AbortSignal) {
  return answer(
    client.GET('/api/admin/door', { params: { query: date === null ? {} : { date } }, signal }),
  )
}

// The night's confirmed parties and headcount, re-read whenever a reservation changes anywhere
// (a check-in at the other door, a booking taken by phone) or a guest's profile does.
export function useDoorNight(filter: DoorFilter) {
  return useLiveList(['reservations', 'guests'], DOOR_QUERY_KEY, getDoorNight, filter)
}
