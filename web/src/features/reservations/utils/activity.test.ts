import { describe, expect, it } from 'vitest'

import type { RecentActivity } from '@/lib/api/types'

import { describeActivity } from './activity'

const at = '2025-03-01T21:00:00Z'
const id = '00000000-0000-4000-8000-000000000001'

describe('describeActivity', () => {
  it("words a content update as 'Content Updated' with the section name capitalised", () => {
    const item: RecentActivity = { kind: 'content', id, at, section_name: 'hero' }
    expect(describeActivity(item)).toEqual({
      title: 'Content Updated',
      text: 'Hero section was updated',
    })
  })

  it('capitalises only the first letter of a hyphenated section name', () => {
    const item: RecentActivity = { kind: 'content', id, at, section_name: 'bottle-service' }
    expect(describeActivity(item).text).toBe('Bottle-service section was updated')
  })

  it("words a contact message as 'New Contact Form' with name - subject", () => {
    const item: RecentActivity = {
      kind: 'contact',
      id,
      at,
      name: 'Ava Stone',
      subject: 'Private Event',
    }
    expect(describeActivity(item)).toEqual({
      title: 'New Contact Form',
      text: 'Ava Stone - Private Event',
    })
  })

  it("words a reservation as 'New Reservation' with name - the date in the local format", () => {
    const item: RecentActivity = {
      kind: 'reservation',
      id,
      at,
      name: 'Leo Hart',
      date: '2025-03-07',
    }
    const local = new Date(2025, 2, 7).toLocaleDateString()
    expect(describeActivity(item)).toEqual({
      title: 'New Reservation',
      text: `Leo Hart - ${local}`,
    })
  })
})
