import { useMutation } from '@tanstack/react-query'

import { api } from '@/lib/api-client'
import type { ContactSubmissionCreate, ContactSubmissionPublic } from '@/lib/api/types'

export function createContactSubmission(data: ContactSubmissionCreate) {
  return api.post<ContactSubmissionPublic>('/api/contact-submissions', data)
}

export function useCreateContactSubmission() {
  return useMutation({ mutationFn: createContactSubmission })
}
