import { describe, expect, it } from 'vitest'

import { activitySearch, describeChange, readActivityFilter } from './audit-log'

describe('the activity filter', () => {
  it('reads a known table and a trimmed search from the address, and ignores the rest', () => {
    expect(readActivityFilter(new URLSearchParams('entity=events&who=%20ada%20'))).toEqual({
      entity: 'events',
      who: 'ada',
    })
    expect(readActivityFilter(new URLSearchParams('entity=secrets&who=%20'))).toEqual({
      entity: null,
    })
    expect(readActivityFilter(new URLSearchParams('entity=toString'))).toEqual({ entity: null })
  })

  it('writes only what narrows the list', () => {
    expect(activitySearch({ entity: null }).toString()).toBe('')
    expect(activitySearch({ entity: 'reservations', who: 'mail link' }).toString()).toBe(
      'entity=reservations&who=mail+link',
    )
  })
})

describe('describeChange', () => {
  it('words the action and the table', () => {
    expect(describeChange('update', 'reservations')).toBe('Updated reservation')
    expect(describeChange('create', 'events')).toBe('Created event')
    expect(describeChange('delete', 'storage')).toBe('Deleted file')
    expect(describeChange('create', 'storage')).toBe('Uploaded file')
    expect(describeChange('update', 'users')).toBe('Updated account')
    expect(describeChange('delete', 'club_settings')).toBe('Deleted club settings')
  })

  it('says what people call a change: confirmed, checked in, restored, published', () => {
    expect(describeChange('confirm', 'reservations')).toBe('Confirmed reservation')
    expect(describeChange('decline', 'reservations')).toBe('Declined reservation')
    expect(describeChange('reopen', 'reservations')).toBe('Reopened reservation')
    expect(describeChange('check_in', 'reservations')).toBe('Checked in reservation')
    expect(describeChange('restore', 'gallery_items')).toBe('Restored gallery item')
    expect(describeChange('publish', 'content_sections')).toBe('Published page section')
    expect(describeChange('update', 'account_security')).toBe('Updated account sign-in')
  })
})
