import type { GuestBooking, GuestProfile } from '../api/get-guest'
import type { GuestListed } from '../api/get-guests'

let sequence = 0
export const guestId = () => `6e0a1c2d-0000-4000-8000-${String(++sequence).padStart(12, '0')}`

// The tags every club has, as the server lists them first.
export const USUAL_TAGS = ['VIP', 'Regular', 'Birthday', 'Industry', 'Blocked']

export function buildListed(overrides: Partial<GuestListed> = {}): GuestListed {
  return {
    id: guestId(),
    name: 'Ava Reed',
    email: 'ava@example.com',
    phone: '+1 212 555 0101',
    phone_unreadable: false,
    tags: [],
    visits: 0,
    no_shows: 0,
    bookings: 1,
    last_visit: null,
    notes: null,
    birthday: null,
    blocked_reason: null,
    marketing_consent: false,
    ...overrides,
  }
}

export function buildBooking(overrides: Partial<GuestBooking> = {}): GuestBooking {
  return {
    id: guestId(),
    date: '2026-03-06',
    time: '23:00',
    guests: 4,
    status: 'confirmed',
    arrived: 0,
    no_show: false,
    source: 'web',
    area_name: null,
    package_name: null,
    table_label: null,
    occasion: null,
    ...overrides,
  }
}

export function buildProfile(overrides: Partial<GuestProfile> = {}): GuestProfile {
  return {
    ...buildListed(),
    preferences: null,
    consent_at: null,
    consent_source: null,
    created_at: '2025-01-10T20:00:00Z',
    merged_into_id: null,
    merged: [],
    reservations: [],
    ...overrides,
  }
}
