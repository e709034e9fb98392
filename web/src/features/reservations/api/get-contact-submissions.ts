import { answer, type ApiClient } from '@/lib/api-client'

import { listQuery, type SubmissionFilter } from '../utils/filters'
import { useLiveList } from '@/lib/admin-api/live-table'
import { CONTACT_SUBMISSIONS_QUERY_KEY } from './query-keys'

export function getContactSubmissions(
  client: ApiClient,
  filter: SubmissionFilter,
  signal?: AbortSignal,
) {
  return answer(
    client.GET('/api/admin/contact-submissions', { params: { query: listQuery(filter) }, signal }),
  )
}

// Newest first (the server's order), re-read whenever a message arrives or changes.
export function useContactSubmissions(filter: SubmissionFilter) {
  return useLiveList(
    ['contact_submissions'],
    CONTACT_SUBMISSIONS_QUERY_KEY,
    getContactSubmissions,
    filter,
  )
}
