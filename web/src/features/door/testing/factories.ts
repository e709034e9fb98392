import type { DoorNight, DoorParty } from '../utils/door'
import { countParties } from '../utils/door'

let sequence = 0
const nextId = () => `00000000-0000-4000-a000-${String(++sequence).padStart(12, '0')}`

export function buildParty(overrides: Partial<DoorParty> = {}): DoorParty {
  return {
    id: nextId(),
    name: 'Leo Hart',
    email: 'leo@example.com',
    phone: '+1 (212) 555-0147',
    date: '2025-11-28',
    time: '22:00',
    guests: 4,
    occasion: null,
    requests: null,
    package_id: null,
    package_name: null,
    area_id: null,
    area_name: null,
    status: 'confirmed',
    source: 'web',
    created_at: '2025-11-20T20:00:00Z',
    decided_at: '2025-11-20T21:00:00Z',
    decline_reason: null,
    staff_notes: null,
    table_label: null,
    arrived: 0,
    no_show: false,
    guest_id: null,
    ...overrides,
  }
}

// The night as the server sends it: the headcount figured from its parties.
export function buildNight(parties: DoorParty[], overrides: Partial<DoorNight> = {}): DoorNight {
  return {
    date: '2025-11-28',
    tonight: true,
    data: parties,
    counts: countParties(parties),
    guests: {},
    ...overrides,
  }
}
