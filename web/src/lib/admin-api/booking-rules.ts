import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { answer } from '@/lib/api-client'
import { useAdminApi } from '@/lib/auth'
import { shouldRetryAdminQuery } from '@/lib/query-policies'

import { ADMIN_QUERY_KEY } from './query-keys'
import { singleResource } from './single-resource'

export const BLACKOUT_DATES_QUERY_KEY = [...ADMIN_QUERY_KEY, 'blackout-dates'] as const

export const BOOKING_RULES_QUERY_KEY = [...ADMIN_QUERY_KEY, 'booking-rules'] as const

const rules = singleResource('/api/admin/reservation-settings', BOOKING_RULES_QUERY_KEY)

export const useBookingRules = rules.useItem
export const useSaveBookingRules = rules.useSave

export function useBlackoutDates() {
  const client = useAdminApi()
  return useQuery({
    queryKey: BLACKOUT_DATES_QUERY_KEY,
    queryFn: ({ signal }) => answer(client.GET('/api/admin/blackout-dates', { signal })),
    retry: shouldRetryAdminQuery,
  })
}

// Closing a night (or changing its reason) and opening it again; the list is read again after.
export function useChangeBlackout() {
  const client = useAdminApi()
  const queryClient = useQueryClient()
  const settled = () => queryClient.invalidateQueries({ queryKey: BLACKOUT_DATES_QUERY_KEY })
  const close = useMutation({
    mutationFn: ({ night, reason }: { night: string; reason: string }) =>
      answer(
        client.PUT('/api/admin/blackout-dates/{night}', {
          params: { path: { night } },
          body: { reason },
        }),
      ),
    onSettled: settled,
  })
  const reopen = useMutation({
    mutationFn: (night: string) =>
      answer(client.DELETE('/api/admin/blackout-dates/{night}', { params: { path: { night } } })),
    onSettled: settled,
  })
  return { close, reopen }
}
