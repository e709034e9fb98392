import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import type { EventPagePublic } from '@/lib/api/types'
import {
  EVENT_PAGE_DIRECTIONS,
  EVENT_PAGE_PAST,
  EVENTS_ADD_TO_CALENDAR,
  EVENTS_RESERVE,
  NOT_FOUND_TITLE,
} from '@/messages'
import { buildEvent, buildMediaInfo } from '@/testing/factories'
import { errorResponse, jsonResponse, stubFetch } from '@/testing/fetch'
import { renderWithProviders } from '@/testing/render'

import { EVENT_DATA_ELEMENT_ID } from '../api/get-event-page'
import { EventPage } from './event-page'

const FLYER = '/media/events-images/portrait.jpg'
const event = buildEvent({
  title: 'Portrait Night',
  image: FLYER,
  date: '2030-06-07',
  slug: 'portrait-night-2030-06-07',
})
const page: EventPagePublic = {
  event,
  past: false,
  directions_url: 'https://www.google.com/maps/search/?api=1&query=Main%20Room',
  calendar_url: `/events/${event.id}.ics`,
  media: {
    [FLYER]: buildMediaInfo(FLYER, {
      width: 1080,
      height: 1350,
      widths: [480, 960],
      focus: [0.5, 0.2],
    }),
  },
}

function inline(data: EventPagePublic) {
  const script = document.createElement('script')
  script.id = EVENT_DATA_ELEMENT_ID
  script.type = 'application/json'
  script.textContent = JSON.stringify(data)
  document.head.append(script)
}

afterEach(() => {
  document.getElementById(EVENT_DATA_ELEMENT_ID)?.remove()
})

describe('an event page', () => {
  it('paints from the data the server inlined, without asking the API', () => {
    const { calls } = stubFetch(() => errorResponse(500, 'unexpected'))
    inline(page)
    renderWithProviders(<EventPage slug={event.slug} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Portrait Night' })).toBeInTheDocument()
    const flyer = screen.getByRole('img', { name: 'Portrait Night' })
    expect(flyer).toHaveAttribute('height', '1350')
    expect(flyer.className).not.toMatch(/object-cover/)
    expect(flyer.getAttribute('srcset')).toContain('portrait-w480.webp 480w')
    expect(screen.getByRole('link', { name: EVENTS_RESERVE })).toHaveAttribute(
      'href',
      '/?night=2030-06-07#reservation-form',
    )
    expect(screen.getByRole('link', { name: EVENTS_ADD_TO_CALENDAR })).toHaveAttribute(
      'href',
      page.calendar_url,
    )
    expect(screen.getByRole('link', { name: EVENT_PAGE_DIRECTIONS })).toHaveAttribute(
      'href',
      page.directions_url,
    )
    expect(screen.queryByText(EVENT_PAGE_PAST)).not.toBeInTheDocument()
    expect(calls.filter((call) => call.url.startsWith('/api/events'))).toEqual([])
  })

  it('reads another event from the API, and marks a past night without Reserve', async () => {
    const other = buildEvent({
      title: 'Last Year',
      date: '2020-01-04',
      slug: 'last-year-2020-01-04',
    })
    inline(page)
    const { calls } = stubFetch((call) =>
      call.url === '/api/events/last-year-2020-01-04'
        ? jsonResponse({ ...page, event: other, past: true, media: {} })
        : errorResponse(404, 'Not found.'),
    )
    renderWithProviders(<EventPage slug={other.slug} />)
    expect(await screen.findByText(EVENT_PAGE_PAST)).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Last Year' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: EVENTS_RESERVE })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: EVENTS_ADD_TO_CALENDAR })).toBeInTheDocument()
    expect(calls.map((call) => call.url)).toEqual(['/api/events/last-year-2020-01-04'])
  })

  it('shows the not-found page for an address no event has, without retrying', async () => {
    const { calls } = stubFetch(() => errorResponse(404, 'Not found.', 'not_found'))
    renderWithProviders(<EventPage slug="no-such-night" />)
    expect(
      await screen.findByRole('heading', { level: 1, name: NOT_FOUND_TITLE }),
    ).toBeInTheDocument()
    expect(calls).toHaveLength(1)
  })
})
