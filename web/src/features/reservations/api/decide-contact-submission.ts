import { answer, type ApiClient } from '@/lib/api-client'

import { CONTACT_SUBMISSIONS_QUERY_KEY } from './query-keys'
import { useRowChange } from './row-change'

export type ContactSubmissionDecision = { id: string; status: 'completed' | 'rejected' }

// Pending to completed (the server records completion_time) or to rejected; anything else is 409.
export function decideContactSubmission(
  client: ApiClient,
  { id, status }: ContactSubmissionDecision,
) {
  return answer(
    client.PATCH('/api/admin/contact-submissions/{submission_id}', {
      params: { path: { submission_id: id } },
      body: { status },
    }),
  )
}

export function useDecideContactSubmission() {
  return useRowChange(decideContactSubmission, CONTACT_SUBMISSIONS_QUERY_KEY)
}
