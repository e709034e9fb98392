import { useMutation, useQueryClient } from '@tanstack/react-query'

import type { ContactSubmissionPublic } from '@/lib/api/types'
import { useAdminApi } from '@/lib/auth'
import type { AuthStore } from '@/lib/auth-store'

import { CONTACT_SUBMISSIONS_QUERY_KEY, DASHBOARD_QUERY_KEY } from './query-keys'

export type ContactSubmissionDecision = { id: string; status: 'completed' | 'rejected' }

// Pending to completed (the server records completion_time) or to rejected; anything else is 409.
export function decideContactSubmission(
  client: AuthStore['api'],
  { id, status }: ContactSubmissionDecision,
) {
  return client.patch<ContactSubmissionPublic>(
    `/api/admin/contact-submissions/${encodeURIComponent(id)}`,
    { status },
  )
}

export function useDecideContactSubmission() {
  const client = useAdminApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ContactSubmissionDecision) => decideContactSubmission(client, input),
    // Won or lost, the rows are read again so they show what the server now holds.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CONTACT_SUBMISSIONS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY }),
      ]),
  })
}
