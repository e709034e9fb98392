import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { useLiveQuery } from '@/hooks/use-live-query'
import type { ContactSubmissionsPublic } from '@/lib/api/types'
import { useAdminApi } from '@/lib/auth'
import type { AuthStore } from '@/lib/auth-store'

import { buildQuery, type SubmissionFilter } from '../utils/filters'
import { CONTACT_SUBMISSIONS_QUERY_KEY } from './query-keys'
import { retryUnanswered } from './errors'

export function getContactSubmissions(
  client: AuthStore['api'],
  filter: SubmissionFilter,
  signal?: AbortSignal,
) {
  return client.get<ContactSubmissionsPublic>(
    `/api/admin/contact-submissions${buildQuery(filter)}`,
    { signal },
  )
}

export function getContactSubmissionsQueryOptions(
  client: AuthStore['api'],
  filter: SubmissionFilter,
) {
  return queryOptions({
    queryKey: [...CONTACT_SUBMISSIONS_QUERY_KEY, filter],
    queryFn: ({ signal }) => getContactSubmissions(client, filter, signal),
    retry: retryUnanswered,
    // Switching filters keeps the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  })
}

// Newest first (the server's order), re-read whenever a message arrives or changes.
export function useContactSubmissions(filter: SubmissionFilter) {
  useLiveQuery(['contact_submissions'], CONTACT_SUBMISSIONS_QUERY_KEY)
  return useQuery(getContactSubmissionsQueryOptions(useAdminApi(), filter))
}
