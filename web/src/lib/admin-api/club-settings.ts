import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { answer } from '@/lib/api-client'
import type { components } from '@/lib/api/schema'
import { useAdminApi } from '@/lib/auth'
import { shouldRetryAdminQuery } from '@/lib/query-policies'

import { ADMIN_QUERY_KEY } from './query-keys'
import { BOOKING_RULES_QUERY_KEY } from './booking-rules'

export type ClubSettingsPublic = components['schemas']['ClubSettingsPublic']
export type ClubSettingsUpdate = components['schemas']['ClubSettingsUpdate']

export const CLUB_SETTINGS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'club-settings'] as const

// The club's time zone, currency and country and the staff told of each new request: as saved,
// as in force, and whether the server's environment fixes them. The Club screen edits them; the
// reservations read the zone, the dashboard whether anyone is told.
export function useClubSettings() {
  const client = useAdminApi()
  return useQuery({
    queryKey: CLUB_SETTINGS_QUERY_KEY,
    queryFn: ({ signal }) => answer(client.GET('/api/admin/club-settings', { signal })),
    retry: shouldRetryAdminQuery,
  })
}

// The saved answer replaces what the screen holds; the booking rules, which name the zone in
// force, are read again.
export function useSaveClubSettings() {
  const client = useAdminApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ClubSettingsUpdate) =>
      answer(client.PUT('/api/admin/club-settings', { body })),
    onSuccess: (saved) => {
      queryClient.setQueryData(CLUB_SETTINGS_QUERY_KEY, saved)
      void queryClient.invalidateQueries({ queryKey: BOOKING_RULES_QUERY_KEY })
    },
  })
}
