import { expect, type APIRequestContext } from '@playwright/test'

import { ADMIN } from './content-admin'

export const GUEST_PHONE = '+1 212 555 0147'

// A colleague, signed in on another device: the API with a staff token of their own.
export async function staffHeaders(request: APIRequestContext) {
  const response = await request.post('/api/auth/token?grant_type=password', {
    data: ADMIN,
    headers: { 'X-Requested-With': 'nocturne' },
  })
  expect(response.ok()).toBe(true)
  const { access_token: token } = (await response.json()) as { access_token: string }
  return { Authorization: `Bearer ${token}` }
}

export type BookingRules = {
  opening_weekdays: number[]
  max_guests_per_night: number | null
  max_bookings_per_night: number | null
  package_limits: Record<string, number>
  same_day_cutoff: string | null
  booking_window_days: number
  phone_required: boolean
}

// The demo club opens Thursday to Saturday (its booking rules); tests that are not about those
// rules book any night.
export const EVERY_NIGHT: BookingRules = {
  opening_weekdays: [0, 1, 2, 3, 4, 5, 6],
  max_guests_per_night: null,
  max_bookings_per_night: null,
  package_limits: {},
  same_day_cutoff: null,
  booking_window_days: 366,
  phone_required: true,
}

export async function saveBookingRules(request: APIRequestContext, rules: BookingRules) {
  const response = await request.put('/api/admin/reservation-settings', {
    data: rules,
    headers: await staffHeaders(request),
  })
  expect(response.status()).toBe(200)
}

// The nights the form is offered, as the server sends them.
export async function availability(request: APIRequestContext) {
  const response = await request.get('/api/reservation-availability')
  expect(response.ok()).toBe(true)
  return (await response.json()) as {
    first_date: string
    last_date: string
    closed: Record<string, string>
  }
}

// The day before or after a YYYY-MM-DD date.
export function shiftDay(iso: string, days: number): string {
  const date = new Date(`${iso}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}
