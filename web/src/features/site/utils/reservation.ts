import type { ReservationCreate } from '@/lib/api/types'

// Spec section 9.
export const RESERVATION_TIMES = ['22:00', '22:30', '23:00', '23:30', '00:00'] as const
export const GUESTS_MIN = 1
export const GUESTS_MAX = 20

type ReservationValues = {
  name: string
  email: string
  date: string
  time: string
  guests: string
  occasion: string
  requests: string
  website: string
}

// The form's text values as the API's payload: guests as a whole number, an empty occasion or
// empty requests as null (spec section 5).
export function toReservation(values: ReservationValues): ReservationCreate {
  const requests = values.requests.trim()
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    date: values.date,
    time: values.time as ReservationCreate['time'],
    guests: Number(values.guests),
    occasion: values.occasion === '' ? null : (values.occasion as NonNullable<ReservationCreate['occasion']>),
    requests: requests === '' ? null : requests,
    website: values.website,
  }
}
