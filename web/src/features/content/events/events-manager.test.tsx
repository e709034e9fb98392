import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { ToastProvider } from '@/components/toast'
import type { EventInput, EventPublic } from '@/lib/api/types'
import { LEAVE, STAY, UNSAVED_CHANGES_QUESTION } from '@/messages-admin'
import {
  ADD_EVENT,
  editItemLabel,
  EVENT_ADDED,
  eventTimeUnreadable,
  EVENTS_LIST_LABEL,
  PUBLISH_AT_LABEL,
  scheduledBadge,
} from '../messages'
import { buildEvent, buildSession } from '@/testing/factories'
import { jsonResponse, stubFetch } from '@/testing/fetch'
import { renderRoutes } from '@/testing/render'

import { formatDateTime } from '@/lib/format'
import { EventsManager } from './events-manager'

const later = new Date(Date.now() + 3 * 86_400_000).toISOString()

function renderEvents(extra: EventPublic[] = []) {
  const events = [
    ...extra,
    buildEvent({ title: 'Scheduled Gala', publish_at: later }),
    buildEvent({
      title: 'Shown Night',
      date: '2030-06-08',
      publish_at: new Date(Date.now() - 60_000).toISOString(),
    }),
  ]
  const { calls } = stubFetch((call) => {
    if (call.url.startsWith('/api/auth/token')) return jsonResponse(buildSession())
    if (call.method === 'POST') return jsonResponse(buildEvent(call.body as EventInput))
    return jsonResponse({ data: events, count: events.length })
  })
  renderRoutes(
    [
      {
        path: '/admin/events',
        element: (
          <ToastProvider>
            <EventsManager />
          </ToastProvider>
        ),
      },
    ],
    { path: '/admin/events' },
  )
  return { calls }
}

describe('EventsManager and scheduled events', () => {
  it('badges an event whose publish_at is still ahead, with when it appears', async () => {
    renderEvents()
    const list = await screen.findByRole('list', { name: EVENTS_LIST_LABEL })
    const [scheduled, shown] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement]
    expect(scheduled).toHaveTextContent(scheduledBadge(formatDateTime(later)))
    expect(shown).not.toHaveTextContent('Scheduled')
    expect(
      within(scheduled).getByRole('button', { name: 'History of Scheduled Gala' }),
    ).toBeInTheDocument()
  })

  it('sends the chosen moment as ISO with the offset of this browser', async () => {
    const { calls } = renderEvents()
    await screen.findByRole('list', { name: EVENTS_LIST_LABEL })
    await userEvent.type(screen.getByLabelText(/^Title/), 'Opening Night')
    await userEvent.type(screen.getByLabelText(/^Location/), 'Main Room')
    fireEvent.input(screen.getByLabelText(/^Date/), { target: { value: '2030-07-01' } })
    fireEvent.input(screen.getByLabelText(/^Time/), { target: { value: '22:00' } })
    await userEvent.type(screen.getByLabelText(/^Description/), 'Doors at ten.')
    fireEvent.input(screen.getByLabelText(PUBLISH_AT_LABEL), {
      target: { value: '2030-06-20T18:30' },
    })
    await userEvent.click(screen.getByRole('button', { name: ADD_EVENT }))

    const region = screen.getByRole('region', { name: 'Notifications' })
    expect(await within(region).findByText(EVENT_ADDED)).toBeInTheDocument()
    const sent = calls.find((call) => call.method === 'POST' && call.url === '/api/admin/events')
      ?.body as EventInput
    expect(sent.publish_at).toMatch(/^2030-06-20T18:30:00[+-]\d{2}:\d{2}$/)
    expect(new Date(sent.publish_at ?? '').getTime()).toBe(new Date(2030, 5, 20, 18, 30).getTime())
    expect(sent.time).toBe('22:00')
    // The form is empty again: nothing left unsaved.
    expect(screen.getByLabelText(PUBLISH_AT_LABEL)).toHaveValue('')
  })

  it('asks before another event replaces what the form holds unsaved', async () => {
    renderEvents()
    const list = await screen.findByRole('list', { name: EVENTS_LIST_LABEL })
    await userEvent.type(screen.getByLabelText(/^Title/), 'Half-typed')
    await userEvent.click(within(list).getByRole('button', { name: 'Edit Shown Night' }))

    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' })
    expect(dialog).toHaveAccessibleDescription(UNSAVED_CHANGES_QUESTION)
    await userEvent.click(within(dialog).getByRole('button', { name: STAY }))
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Half-typed')

    await userEvent.click(within(list).getByRole('button', { name: 'Edit Shown Night' }))
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', {
        name: LEAVE,
      }),
    )
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Shown Night')
  })
})

describe('EventsManager and the event’s time', () => {
  it('edits the time in a time input: a saved 10:00 PM reads as 22:00', async () => {
    renderEvents([buildEvent({ title: 'Gold Night', time: '10:00 PM' })])
    const list = await screen.findByRole('list', { name: EVENTS_LIST_LABEL })
    const [card] = within(list).getAllByRole('listitem') as [HTMLElement]
    expect(card).toHaveTextContent('10:00 PM')
    await userEvent.click(
      within(card).getByRole('button', {
        name: editItemLabel(card.querySelector('h3')?.textContent ?? ''),
      }),
    )
    const time = screen.getByLabelText(/^Time/)
    expect(time).toHaveAttribute('type', 'time')
    expect(time).toHaveValue('22:00')
  })

  it('shows a time saved before the rule as it was written, and asks for it again', async () => {
    renderEvents([buildEvent({ title: 'Odd Night', time: '11pm-ish' })])
    const list = await screen.findByRole('list', { name: EVENTS_LIST_LABEL })
    const [card] = within(list).getAllByRole('listitem') as [HTMLElement]
    expect(card).toHaveTextContent('11pm-ish')
    await userEvent.click(
      within(card).getByRole('button', {
        name: editItemLabel(card.querySelector('h3')?.textContent ?? ''),
      }),
    )
    expect(screen.getByLabelText(/^Time/)).toHaveValue('')
    expect(screen.getByText(eventTimeUnreadable('11pm-ish'))).toBeInTheDocument()
  })
})
