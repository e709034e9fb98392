import { useMutation, useQueryClient } from '@tanstack/react-query'

import { answer, api } from '@/lib/api-client'
import type { ReservationCreate } from '@/lib/api/types'
import { submissionRetry } from '@/lib/query-policies'

import { publicKeys } from './public-queries'
import { idempotencyHeaders, type Submission } from './submission'

export function createReservation(submission: Submission<ReservationCreate>) {
  return answer(
    api.POST('/api/reservations', {
      body: submission.data,
      headers: idempotencyHeaders(submission),
    }),
  )
}

// A booking takes places, and a refusal may mean the rules changed: either way the nights the
// form offers are read again.
export function useCreateReservation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createReservation,
    ...submissionRetry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: publicKeys.availability }),
  })
}
