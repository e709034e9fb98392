import { useQuery } from '@tanstack/react-query'

import { answer, api } from '@/lib/api-client'
import { PUBLIC_RETRIES, sectionRetryDelay } from '@/lib/query-policies'

import { publicKeys } from './public-queries'

// The nights the reservation form may offer and why the others are closed: the server's rules,
// read as they stand (staff may change them, and every booking takes places).
export function getReservationAvailability(signal?: AbortSignal) {
  return answer(api.GET('/api/reservation-availability', { signal }))
}

export function useReservationAvailability() {
  return useQuery({
    queryKey: publicKeys.availability,
    queryFn: ({ signal }) => getReservationAvailability(signal),
    staleTime: 60_000,
    retry: PUBLIC_RETRIES,
    retryDelay: sectionRetryDelay,
  })
}
