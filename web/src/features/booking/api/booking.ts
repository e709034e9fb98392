import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { answer, api, ApiError } from '@/lib/api-client'
import type { components } from '@/lib/api/schema'
import { retryUnanswered } from '@/lib/query-policies'

export type ManagedBooking = components['schemas']['ManagedBooking']
export type BookingChange = { guests: number; time: components['schemas']['ManageChange']['time'] }

const bookingKey = (token: string) => ['booking', token] as const

// The link is the authority (no sign-in): its token travels in the body, never in an address.
export function useBooking(token: string) {
  return useQuery({
    queryKey: bookingKey(token),
    queryFn: ({ signal }) => answer(api.POST('/api/booking', { body: { token }, signal })),
    retry: retryUnanswered,
    refetchOnWindowFocus: false,
  })
}

// A change or the cancellation: the page shows the booking as the server answered it.
export function useChangeBooking(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: BookingChange) =>
      answer(api.POST('/api/booking/change', { body: { token, ...change } })),
    onSuccess: (booking) => {
      queryClient.setQueryData(bookingKey(token), booking)
    },
  })
}

export function useCancelBooking(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => answer(api.POST('/api/booking/cancel', { body: { token } })),
    onSuccess: (booking) => {
      queryClient.setQueryData(bookingKey(token), booking)
    },
  })
}

// The booking as an .ics file, saved by the browser (the calendar app opens it).
export async function downloadCalendar(token: string) {
  const response = await fetch('/api/booking/calendar', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token }),
  })
  if (!response.ok) throw new ApiError(response.statusText, response.status, 'calendar', {}, false)
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = 'reservation.ics'
  link.click()
  URL.revokeObjectURL(url)
}

// 404 (not a link of ours), 409 (cancelled or closed) and 410 (the night is over) will not change
// by trying again; the server's message says which.
export function isFinal(error: unknown): boolean {
  return error instanceof ApiError && [404, 409, 410].includes(error.status)
}

export function failure(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer && error.status < 500
    ? error.message
    : fallback
}

export function fieldFailure(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.fields[field] : undefined
}
