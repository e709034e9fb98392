import { describe, expect, it } from 'vitest'

import { buildEvent } from '@/testing/factories'

import { upcomingEvents } from './events'

const titles = (events: { title: string }[]) => events.map((event) => event.title)

describe('upcoming events', () => {
  const events = [
    buildEvent({ title: 'Last week', date: '2025-06-01' }),
    buildEvent({ title: 'Yesterday', date: '2025-06-06' }),
    buildEvent({ title: 'Tonight', date: '2025-06-07' }),
    buildEvent({ title: 'Next week', date: '2025-06-14' }),
  ]

  it('keeps the events from today on', () => {
    expect(titles(upcomingEvents(events, new Date(2025, 5, 7, 20, 0)))).toEqual([
      'Tonight',
      'Next week',
    ])
  })

  it("keeps last night's event until 6 AM: the night is still running", () => {
    expect(titles(upcomingEvents(events, new Date(2025, 5, 7, 5, 59)))).toEqual([
      'Yesterday',
      'Tonight',
      'Next week',
    ])
    expect(titles(upcomingEvents(events, new Date(2025, 5, 7, 6, 0)))).toEqual([
      'Tonight',
      'Next week',
    ])
  })
})
