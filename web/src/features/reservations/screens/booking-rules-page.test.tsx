import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { ToastProvider } from '@/components/toast'
import type { BookingRulesPublic, BookingRulesUpdate } from '@/lib/api/types'
import { SAVE_CHANGES } from '@/messages-admin'
import {
  ASSIGN_TABLE_ON_CONFIRM_LABEL,
  BOOKING_RULES_SAVED,
  REQUESTS_NEED_TABLE_LABEL,
} from '../messages'
import { buildSession } from '@/testing/factories'
import { jsonResponse, noContent, stubFetch, type FetchCall } from '@/testing/fetch'
import { renderRoutes } from '@/testing/render'

import { BookingRulesPage } from './booking-rules-page'

const GOLD = '00000000-0000-4000-8000-00000000000a'
// A club that takes bookings Thursday to Saturday.
const RULES: BookingRulesPublic = {
  time_zone: 'America/New_York',
  opening_weekdays: [3, 4, 5],
  phone_required: true,
  booking_window_days: 366,
  same_day_cutoff: null,
  max_guests_per_night: null,
  max_bookings_per_night: null,
  package_limits: {},
  assign_table_on_confirm: false,
  requests_need_table: false,
  reminder_time: '15:00',
  cancellation_policy: null,
}

// Contact hours a rule could not be read from: shown as they are, opening nothing.
const CONTACT = {
  id: '00000000-0000-4000-8000-00000000000c',
  title: 'Contact',
  location: null,
  hours: [{ day: 'Weekends', time: '10 PM - 4 AM' }],
  contact: null,
  map_url: null,
  updated_at: '2026-11-01T12:00:00Z',
}

// The screen's reads and writes, answered as the server would; every write is collected.
function renderPage(
  answerPut: (call: FetchCall) => Response = (call) => {
    const body = call.body as BookingRulesUpdate
    return jsonResponse({ ...RULES, ...body })
  },
) {
  const writes: FetchCall[] = []
  stubFetch((call) => {
    if (call.url.startsWith('/api/auth/token')) return jsonResponse(buildSession())
    if (call.url === '/api/admin/reservation-settings' && call.method === 'GET')
      return jsonResponse(RULES)
    if (call.url === '/api/admin/contact') return jsonResponse(CONTACT)
    if (call.url.startsWith('/api/admin/packages')) {
      return jsonResponse({
        data: [{ id: GOLD, name: 'Gold', price: 1200, description: '', image: null, includes: [] }],
        count: 1,
      })
    }
    if (call.url === '/api/admin/blackout-dates') {
      return jsonResponse({ data: [{ date: '2030-12-24', reason: 'Private hire.' }], count: 1 })
    }
    writes.push(call)
    if (call.method === 'PUT' && call.url === '/api/admin/reservation-settings')
      return answerPut(call)
    if (call.method === 'DELETE') return noContent()
    return jsonResponse({ date: '2030-12-31', reason: 'New Year' })
  })
  renderRoutes(
    [
      {
        path: '/admin/booking-rules',
        element: (
          <ToastProvider>
            <BookingRulesPage />
          </ToastProvider>
        ),
      },
    ],
    {
      path: '/admin/booking-rules',
    },
  )
  return writes
}

describe('BookingRulesPage', () => {
  it('saves the opening nights as ticked, whatever the contact hours say', async () => {
    const writes = renderPage()
    const nights = await screen.findByRole('group', { name: 'Opening nights' })
    expect(within(nights).getByLabelText('Thursday')).toBeChecked()
    expect(within(nights).getByLabelText('Monday')).not.toBeChecked()
    expect(nights).toBeEnabled()
    expect(
      await screen.findByText(
        /Your contact hours are shown to visitors exactly as written \(“Weekends, 10 PM - 4 AM”\)/,
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Contact Info' })).toHaveAttribute(
      'href',
      '/admin/contact',
    )
    await userEvent.click(within(nights).getByLabelText('Sunday'))
    await userEvent.type(screen.getByLabelText('Guests per night'), '120')
    await userEvent.type(screen.getByLabelText('Gold: bookings per night'), '2')
    await userEvent.click(screen.getByLabelText(ASSIGN_TABLE_ON_CONFIRM_LABEL))
    await userEvent.click(screen.getByLabelText(REQUESTS_NEED_TABLE_LABEL))
    await userEvent.type(screen.getByLabelText('Cancellation policy'), 'Free until 6 PM.')
    await userEvent.click(screen.getByRole('button', { name: SAVE_CHANGES }))

    const region = screen.getByRole('region', { name: 'Notifications' })
    expect(await within(region).findByText(BOOKING_RULES_SAVED)).toBeInTheDocument()
    expect(writes[0]?.body).toEqual({
      opening_weekdays: [3, 4, 5, 6],
      max_guests_per_night: 120,
      max_bookings_per_night: null,
      package_limits: { [GOLD]: 2 },
      same_day_cutoff: null,
      booking_window_days: 366,
      phone_required: true,
      assign_table_on_confirm: true,
      requests_need_table: true,
      reminder_time: '15:00',
      cancellation_policy: 'Free until 6 PM.',
    })
    expect(within(nights).getByLabelText('Sunday')).toBeChecked()
  })

  it('says so when no night is ticked', async () => {
    renderPage()
    const nights = await screen.findByRole('group', { name: 'Opening nights' })
    for (const day of ['Thursday', 'Friday', 'Saturday'])
      await userEvent.click(within(nights).getByLabelText(day))
    expect(screen.getByText('No night: bookings are closed.')).toBeInTheDocument()
  })

  it("shows the server's message under the field it refuses", async () => {
    const message = 'Bookings open from 1 to 730 days ahead.'
    renderPage(() =>
      jsonResponse(
        {
          error: {
            code: 'validation_error',
            message: 'x',
            fields: { booking_window_days: message },
          },
        },
        422,
      ),
    )
    const window = await screen.findByLabelText('Bookings open (days ahead)')
    await userEvent.clear(window)
    await userEvent.type(window, '0')
    await userEvent.click(screen.getByRole('button', { name: SAVE_CHANGES }))
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(window).toHaveAccessibleDescription(message)
  })

  it('closes a night with its reason and opens one again', async () => {
    const writes = renderPage()
    await screen.findByText('Private hire.')
    await userEvent.type(screen.getByLabelText('Night'), '2030-12-31')
    await userEvent.type(screen.getByLabelText('Reason (optional)'), 'New Year')
    await userEvent.click(screen.getByRole('button', { name: 'Close this night' }))
    await waitFor(() => {
      expect(writes).toHaveLength(1)
    })
    expect(writes[0]).toMatchObject({
      method: 'PUT',
      url: '/api/admin/blackout-dates/2030-12-31',
      body: { reason: 'New Year' },
    })

    await userEvent.click(screen.getByRole('button', { name: /^Open .* again$/ }))
    await waitFor(() => {
      expect(writes).toHaveLength(2)
    })
    expect(writes[1]).toMatchObject({
      method: 'DELETE',
      url: '/api/admin/blackout-dates/2030-12-24',
    })
  })

  it("points to the Club screen for the club's own settings, and shows none of them", async () => {
    renderPage()
    expect(
      await screen.findByText(
        /The club's time zone, currency, country and notification addresses are set on the Club screen\./,
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to Club' })).toHaveAttribute('href', '/admin/club')
    expect(screen.queryByLabelText('Time zone')).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Staff notification emails')).not.toBeInTheDocument()
  })
})
