import type {
  ContactSubmissionPublic,
  DashboardPublic,
  NightLoad,
  ReservationStaffPublic,
} from '@/lib/api/types'

let sequence = 0
const nextId = () => `00000000-0000-4000-9000-${String(++sequence).padStart(12, '0')}`

export function buildContactSubmission(
  overrides: Partial<ContactSubmissionPublic> = {},
): ContactSubmissionPublic {
  return {
    id: nextId(),
    name: 'Ava Stone',
    email: 'ava@example.com',
    subject: 'General Inquiry',
    message: 'Do you have a dress code?',
    status: 'pending',
    created_at: '2025-03-01T21:00:00Z',
    completion_time: null,
    ...overrides,
  }
}

// A reservation as staff see it: a web request, undecided, nobody in yet.
export function buildReservation(
  overrides: Partial<ReservationStaffPublic> = {},
): ReservationStaffPublic {
  return {
    id: nextId(),
    name: 'Leo Hart',
    email: 'leo@example.com',
    date: '2025-03-07',
    time: '22:00',
    guests: 4,
    occasion: null,
    requests: null,
    phone: '+1 212 555 0147',
    package_id: null,
    package_name: null,
    area_id: null,
    area_name: null,
    status: 'pending',
    created_at: '2025-03-01T20:00:00Z',
    table_label: null,
    staff_notes: null,
    source: 'web',
    arrived: 0,
    no_show: false,
    guest_id: null,
    decided_at: null,
    decline_reason: null,
    ...overrides,
  }
}

export function buildNights(first: string, figures: [number, number][] = []): NightLoad[] {
  const [year, month, day] = first.split('-').map(Number)
  return Array.from({ length: 14 }, (_, index) => {
    const date = new Date(year ?? 2025, (month ?? 1) - 1, (day ?? 1) + index)
    const iso = `${String(date.getFullYear())}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
    const [reservations, guests] = figures[index] ?? [0, 0]
    return { date: iso, reservations, guests }
  })
}

export function buildDashboard(overrides: Partial<DashboardPublic> = {}): DashboardPublic {
  return {
    counts: {
      content_sections: 5,
      gallery_items: 12,
      events: 3,
      packages: 4,
      pending_contact_submissions: 2,
      pending_reservations: 1,
    },
    recent: [],
    nights: buildNights('2025-03-07'),
    staff_notified: true,
    ...overrides,
  }
}
