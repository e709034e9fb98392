import { useMutation } from '@tanstack/react-query'

import { api } from '@/lib/api-client'
import type { ReservationCreate, ReservationPublic } from '@/lib/api/types'

export function createReservation(data: ReservationCreate) {
  return api.post<ReservationPublic>('/api/reservations', data)
}

export function useCreateReservation() {
  return useMutation({ mutationFn: createReservation })
}
