import { useMutation, useQueryClient } from '@tanstack/react-query'

import { answer, type ApiClient } from '@/lib/api-client'
import { useAdminApi } from '@/lib/auth'

import { guestQueryKey, type GuestInput, type GuestProfile } from './get-guest'
import { GUESTS_QUERY_KEY } from './query-keys'

// A write to profiles answers with a profile as it now is (the one written, the one a merge was
// undone for, the new one of a split): it is shown at once, and the list and the other profiles
// are read again, won or lost.
function useGuestWrite<Input>(write: (client: ApiClient, input: Input) => Promise<GuestProfile>) {
  const client = useAdminApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: Input) => write(client, input),
    onSuccess: (profile) => {
      queryClient.setQueryData(guestQueryKey(profile.id), profile)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: GUESTS_QUERY_KEY }),
  })
}

const path = (guestId: string) => ({ path: { guest_id: guestId } })

export function useUpdateGuest() {
  return useGuestWrite((client, { guestId, body }: { guestId: string; body: GuestInput }) =>
    answer(client.PUT('/api/admin/guests/{guest_id}', { params: path(guestId), body })),
  )
}

// `otherId` joins `guestId` (refused while both hold a booking for one night).
export function useMergeGuests() {
  return useGuestWrite((client, { guestId, otherId }: { guestId: string; otherId: string }) =>
    answer(
      client.POST('/api/admin/guests/{guest_id}/merge', {
        params: path(guestId),
        body: { other_id: otherId },
      }),
    ),
  )
}

// `guestId` is the profile merged away: it is taken out again.
export function useUnmergeGuest() {
  return useGuestWrite((client, guestId: string) =>
    answer(client.POST('/api/admin/guests/{guest_id}/unmerge', { params: path(guestId) })),
  )
}

// Some bookings move to a new profile; the answer is that profile.
export function useSplitGuest() {
  return useGuestWrite(
    (client, { guestId, reservationIds }: { guestId: string; reservationIds: string[] }) =>
      answer(
        client.POST('/api/admin/guests/{guest_id}/split', {
          params: path(guestId),
          body: { reservation_ids: reservationIds },
        }),
      ),
  )
}

// Erased on the guest's request (refused while a booking of theirs is still to come): the lists
// are read again.
export function useEraseGuest() {
  const client = useAdminApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (guestId: string) =>
      answer(client.POST('/api/admin/guests/{guest_id}/erase', { params: path(guestId) })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: GUESTS_QUERY_KEY }),
  })
}
