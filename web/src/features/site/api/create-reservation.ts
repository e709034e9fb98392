import { useMutation } from '@tanstack/react-query'

import { answer, api } from '@/lib/api-client'
import type { ReservationCreate } from '@/lib/api/types'
import { submissionRetry } from '@/lib/query-policies'

import { idempotencyHeaders, type Submission } from './submission'

export function createReservation(submission: Submission<ReservationCreate>) {
  return answer(
    api.POST('/api/reservations', { body: submission.data, headers: idempotencyHeaders(submission) }),
  )
}

export function useCreateReservation() {
  return useMutation({ mutationFn: createReservation, ...submissionRetry })
}
