import { useMutation, useQueryClient } from '@tanstack/react-query'

import { answer, type ApiClient } from '@/lib/api-client'
import type { components } from '@/lib/api/schema'
import { FLOOR_QUERY_KEY, type FloorTable } from '@/lib/admin-api/floor'
import { useLiveList } from '@/lib/admin-api/live-table'
import { ADMIN_QUERY_KEY } from '@/lib/admin-api/query-keys'
import { useAdminApi } from '@/lib/auth'

export type FloorPlan = components['schemas']['FloorPlanPublic']
export type FloorNight = components['schemas']['FloorNightPublic']
export type NightTable = components['schemas']['NightTable']
export type UnseatedParty = components['schemas']['UnseatedParty']
export type TableInput = components['schemas']['TableInput']
export type AreaInput = components['schemas']['AreaInput']
export type FloorPlanInput = components['schemas']['FloorPlanInput']

export const FLOOR_NIGHT_QUERY_KEY = [...ADMIN_QUERY_KEY, 'floor-night'] as const

function readFloorNight(client: ApiClient, { date }: { date: string }, signal: AbortSignal) {
  return answer(
    client.GET('/api/admin/floor/nights/{night}', { params: { path: { night: date } }, signal }),
  )
}

// One night table by table, read again at every change to a booking or to the floor: the door's
// map stays live while parties are seated and checked in.
export function useFloorNight(date: string) {
  return useLiveList(['reservations', 'club_tables'], FLOOR_NIGHT_QUERY_KEY, readFloorNight, {
    date,
  })
}

function useFloorWrite<Input>(write: (client: ApiClient, input: Input) => Promise<unknown>) {
  const client = useAdminApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: Input) => write(client, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: FLOOR_QUERY_KEY })
      void queryClient.invalidateQueries({ queryKey: FLOOR_NIGHT_QUERY_KEY })
    },
  })
}

export type Saved<Input> = { id: string | null; body: Input }

export function useSaveTable() {
  return useFloorWrite((client, { id, body }: Saved<TableInput>) =>
    id === null
      ? answer(client.POST('/api/admin/tables', { body }))
      : answer(
          client.PUT('/api/admin/tables/{table_id}', { params: { path: { table_id: id } }, body }),
        ),
  )
}

export function useDeleteTable() {
  return useFloorWrite((client, id: string) =>
    answer(client.DELETE('/api/admin/tables/{table_id}', { params: { path: { table_id: id } } })),
  )
}

export function useSaveArea() {
  return useFloorWrite((client, { id, body }: Saved<AreaInput>) =>
    id === null
      ? answer(client.POST('/api/admin/areas', { body }))
      : answer(
          client.PUT('/api/admin/areas/{area_id}', { params: { path: { area_id: id } }, body }),
        ),
  )
}

export function useSavePlan() {
  return useFloorWrite((client, { id, body }: Saved<FloorPlanInput>) =>
    id === null
      ? answer(client.POST('/api/admin/floor-plans', { body }))
      : answer(
          client.PUT('/api/admin/floor-plans/{plan_id}', {
            params: { path: { plan_id: id } },
            body,
          }),
        ),
  )
}

export function useDeleteArea() {
  return useFloorWrite((client, id: string) =>
    answer(client.DELETE('/api/admin/areas/{area_id}', { params: { path: { area_id: id } } })),
  )
}

export function useDeletePlan() {
  return useFloorWrite((client, id: string) =>
    answer(
      client.DELETE('/api/admin/floor-plans/{plan_id}', { params: { path: { plan_id: id } } }),
    ),
  )
}

export type TableNightInput = components['schemas']['TableNightInput']

// One night's exception for a table: held back, or a minimum spend of its own that night.
export function useSetTableNight() {
  return useFloorWrite(
    (client, { id, night, body }: { id: string; night: string; body: TableNightInput }) =>
      answer(
        client.PUT('/api/admin/tables/{table_id}/nights/{night}', {
          params: { path: { table_id: id, night } },
          body,
        }),
      ),
  )
}

// Tables moved on the map, saved one after the other (each is a change of its own in the log).
export function useSaveLayout() {
  return useFloorWrite(async (client, moved: readonly FloorTable[]) => {
    for (const table of moved) {
      const { id, ...body } = table
      await answer(
        client.PUT('/api/admin/tables/{table_id}', { params: { path: { table_id: id } }, body }),
      )
    }
  })
}

// A party given its tables (none: given back). The answer is the night's floor as it now is.
export function useAssignTables() {
  const client = useAdminApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ reservationId, tableIds }: { reservationId: string; tableIds: string[] }) =>
      answer(
        client.PUT('/api/admin/reservations/{reservation_id}/tables', {
          params: { path: { reservation_id: reservationId } },
          body: { table_ids: tableIds },
        }),
      ),
    onSuccess: (night) => {
      queryClient.setQueryData([...FLOOR_NIGHT_QUERY_KEY, { date: night.date }], night)
      void queryClient.invalidateQueries({ queryKey: [...ADMIN_QUERY_KEY, 'reservations'] })
    },
  })
}
