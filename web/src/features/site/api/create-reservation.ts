import { useMutation } from '@tanstack/react-query'

import { api } from '@/lib/api-client'
import type { ReservationCreate, ReservationPublic } from '@/lib/api/types'

import { idempotencyHeaders, submissionRetry, type Submission } from './submission'

export function createReservation(submission: Submission<ReservationCreate>) {
  return api.post<ReservationPublic>('/api/reservations', submission.data, {
    headers: idempotencyHeaders(submission),
  })
}

export function useCreateReservation() {
  return useMutation({ mutationFn: createReservation, ...submissionRetry })
}
