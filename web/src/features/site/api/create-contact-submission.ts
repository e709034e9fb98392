import { useMutation } from '@tanstack/react-query'

import { answer, api } from '@/lib/api-client'
import type { ContactSubmissionCreate } from '@/lib/api/types'
import { submissionRetry } from '@/lib/query-policies'

import { idempotencyHeaders, type Submission } from './submission'

export function createContactSubmission(submission: Submission<ContactSubmissionCreate>) {
  return answer(
    api.POST('/api/contact-submissions', {
      body: submission.data,
      headers: idempotencyHeaders(submission),
    }),
  )
}

export function useCreateContactSubmission() {
  return useMutation({ mutationFn: createContactSubmission, ...submissionRetry })
}
