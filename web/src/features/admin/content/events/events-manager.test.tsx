import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { ToastProvider } from '@/components/toast'
import type { EventInput } from '@/lib/api/types'
import { ADD_EVENT, EVENT_ADDED, EVENTS_LIST_LABEL, LEAVE, PUBLISH_AT_LABEL, scheduledBadge, STAY, UNSAVED_CHANGES_QUESTION } from '@/messages'
import { buildEvent, buildSession } from '@/testing/factories'
import { jsonResponse, stubFetch } from '@/testing/fetch'
import { renderRoutes } from '@/testing/render'

import { formatDateTime } from '../../inbox/utils/format'
import { EventsManager } from './events-manager'

const later = new Date(Date.now() + 3 * 86_400_000).toISOString()

function renderEvents() {
  const events = [
    buildEvent({ title: 'Scheduled Gala', publish_at: later }),
    buildEvent({ title: 'Shown Night', date: '2030-06-08', publish_at: new Date(Date.now() - 60_000).toISOString() }),
  ]
  const { calls } = stubFetch((call) => {
    if (call.url.startsWith('/api/auth/token')) return jsonResponse(buildSession())
    if (call.method === 'POST') return jsonResponse(buildEvent(call.body as EventInput))
    return jsonResponse({ data: events, count: events.length })
  })
  renderRoutes([{ path: '/admin/events', element: <ToastProvider><EventsManager /></ToastProvider> }], { path: '/admin/events' })
  return { calls }
}

describe('EventsManager and scheduled events', () => {
  it('badges an event whose publish_at is still ahead, with when it appears', async () => {
    renderEvents()
    const list = await screen.findByRole('list', { name: EVENTS_LIST_LABEL })
    const [scheduled, shown] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement]
    expect(scheduled).toHaveTextContent(scheduledBadge(formatDateTime(later)))
    expect(shown).not.toHaveTextContent('Scheduled')
    expect(within(scheduled).getByRole('button', { name: 'History of Scheduled Gala' })).toBeInTheDocument()
  })

  it('sends the chosen moment as ISO with the offset of this browser', async () => {
    const { calls } = renderEvents()
    await screen.findByRole('list', { name: EVENTS_LIST_LABEL })
    await userEvent.type(screen.getByLabelText(/^Title/), 'Opening Night')
    await userEvent.type(screen.getByLabelText(/^Location/), 'Main Room')
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2030-07-01' } })
    await userEvent.type(screen.getByLabelText(/^Time/), '10:00 PM')
    await userEvent.type(screen.getByLabelText(/^Description/), 'Doors at ten.')
    fireEvent.change(screen.getByLabelText(PUBLISH_AT_LABEL), { target: { value: '2030-06-20T18:30' } })
    await userEvent.click(screen.getByRole('button', { name: ADD_EVENT }))

    const region = screen.getByRole('region', { name: 'Notifications' })
    expect(await within(region).findByText(EVENT_ADDED)).toBeInTheDocument()
    const sent = calls.find((call) => call.method === 'POST' && call.url === '/api/admin/events')?.body as EventInput
    expect(sent.publish_at).toMatch(/^2030-06-20T18:30:00[+-]\d{2}:\d{2}$/)
    expect(new Date(sent.publish_at ?? '').getTime()).toBe(new Date(2030, 5, 20, 18, 30).getTime())
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
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', { name: LEAVE }))
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Shown Night')
  })
})
