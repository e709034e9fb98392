import { useMutation } from '@tanstack/react-query'

import { api } from '@/lib/api-client'
import type { ContactSubmissionCreate, ContactSubmissionPublic } from '@/lib/api/types'

import { idempotencyHeaders, submissionRetry, type Submission } from './submission'

export function createContactSubmission(submission: Submission<ContactSubmissionCreate>) {
  return api.post<ContactSubmissionPublic>('/api/contact-submissions', submission.data, {
    headers: idempotencyHeaders(submission),
  })
}

export function useCreateContactSubmission() {
  return useMutation({ mutationFn: createContactSubmission, ...submissionRetry })
}
