import { describe, expect, it } from 'vitest'

import { can } from './roles'

describe('can', () => {
  it('lets a host work the door and the reservations, but not edit, export or run the club', () => {
    expect(can('host', 'record_arrival')).toBe(true)
    expect(can('host', 'note_reservation')).toBe(true)
    expect(can('host', 'edit_reservation')).toBe(false)
    expect(can('host', 'export_reservations')).toBe(false)
    expect(can('manager', 'update_club_settings')).toBe(false)
    expect(can('owner', 'set_user_role')).toBe(true)
  })

  it('allows nothing without a signed-in role', () => {
    expect(can(null, 'read_dashboard')).toBe(false)
    expect(can(undefined, 'read_dashboard')).toBe(false)
  })
})
