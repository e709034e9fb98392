import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query'

import { ApiError, answer, type ApiClient } from '@/lib/api-client'
import { useAdminApi } from '@/lib/auth'
import { FAILED_TO_RECORD_ARRIVAL } from '../messages'

import { withParty, type Arrival, type DoorNight } from '../utils/door'
import { ARRIVAL_MUTATION_KEY, DOOR_QUERY_KEY } from './query-keys'

export function recordArrival(client: ApiClient, { id, arrived, no_show }: Arrival) {
  return answer(
    client.PUT('/api/admin/reservations/{reservation_id}/arrival', {
      params: { path: { reservation_id: id } },
      body: { arrived, no_show },
    }),
  )
}

// What a refused check-in tells the door: the server's own words (not confirmed any more, more
// than the party), or the screen's message when the server could not say.
export function arrivalFailure(error: unknown): string {
  return error instanceof ApiError && error.fromServer && error.status < 500
    ? error.message
    : FAILED_TO_RECORD_ARRIVAL
}

// The check-ins still on their way, oldest first: the list shows them at once (withArrivals).
export function usePendingArrivals(): Arrival[] {
  return useMutationState({
    filters: { mutationKey: ARRIVAL_MUTATION_KEY, status: 'pending' },
    select: (mutation) => mutation.state.variables as Arrival,
  })
}

// A tap at the door. Until the server answers, the card shows the new count; the answer is written
// into the list before the tap stops showing, so nothing flickers, and a refusal leaves the list
// as the server holds it. Once no tap is on its way the night is read again.
export function useRecordArrival(onFailure: (id: string, message: string) => void) {
  const client = useAdminApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ARRIVAL_MUTATION_KEY,
    mutationFn: (arrival: Arrival) => recordArrival(client, arrival),
    onSuccess: (party) => {
      queryClient.setQueriesData<DoorNight>({ queryKey: DOOR_QUERY_KEY }, (night) =>
        night ? withParty(night, party) : night,
      )
    },
    onError: (error, arrival) => {
      onFailure(arrival.id, arrivalFailure(error))
    },
    onSettled: () => {
      // This tap still counts as on its way here.
      if (queryClient.isMutating({ mutationKey: ARRIVAL_MUTATION_KEY }) > 1) return
      void queryClient.invalidateQueries({ queryKey: DOOR_QUERY_KEY, exact: false })
    },
  })
}
