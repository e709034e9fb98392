import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { ToastProvider } from '@/components/toast'
import type { BookingRulesPublic, BookingRulesUpdate } from '@/lib/api/types'
import {
  ADD_NOTIFICATION_ADDRESS,
  BOOKING_RULES_SAVED,
  CLUB_SETTINGS_SAVED,
  NOBODY_NOTIFIED,
  SAVE_CHANGES,
} from '@/messages-admin'
import { buildSession } from '@/testing/factories'
import { jsonResponse, noContent, stubFetch, type FetchCall } from '@/testing/fetch'
import { renderRoutes } from '@/testing/render'

import type { ClubSettingsPublic, ClubSettingsUpdate } from '../api/club-settings'
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

// A club that has saved no settings of its own: the defaults are in force.
const CLUB: ClubSettingsPublic = {
  time_zone: null,
  notification_emails: null,
  time_zone_in_force: 'America/New_York',
  notification_emails_in_force: ['manager@example.com', 'door@example.com'],
  time_zone_from_environment: false,
  notification_emails_from_environment: false,
}

// The server keeps what it is sent and applies it, the environment aside.
function savedClub(call: FetchCall): Response {
  const body = call.body as ClubSettingsUpdate
  return jsonResponse({
    ...CLUB,
    ...body,
    time_zone_in_force: body.time_zone,
    notification_emails_in_force: body.notification_emails,
  })
}

// The screen's reads and writes, answered as the server would; every write is collected.
function renderPage(
  answerPut: (call: FetchCall) => Response = (call) => {
    const body = call.body as BookingRulesUpdate
    return jsonResponse({ ...RULES, ...body })
  },
  {
    club = CLUB,
    answerClubPut = savedClub,
  }: { club?: ClubSettingsPublic; answerClubPut?: (call: FetchCall) => Response } = {},
) {
  const writes: FetchCall[] = []
  stubFetch((call) => {
    if (call.url.startsWith('/api/auth/token')) return jsonResponse(buildSession())
    if (call.url === '/api/admin/reservation-settings' && call.method === 'GET')
      return jsonResponse(RULES)
    if (call.url === '/api/admin/club-settings' && call.method === 'GET') return jsonResponse(club)
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
    if (call.method === 'PUT' && call.url === '/api/admin/club-settings') return answerClubPut(call)
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

  describe('Club settings', () => {
    it('shows the time zone and the addresses in force, with the time there now', async () => {
      renderPage()
      const zone = await screen.findByLabelText('Time zone')
      expect(zone).toHaveValue('America/New_York')
      expect(zone).toHaveAccessibleDescription(
        /^Nights, guests' mails and calendars use this zone\. Now .+\.$/,
      )
      expect(screen.getByLabelText('Staff notification emails')).toHaveValue(
        'manager@example.com\ndoor@example.com',
      )
      expect(screen.getByLabelText('Staff notification emails')).toHaveAccessibleDescription(
        'One address per line. Told of each new message and reservation request, with one-click Confirm and Decline links.',
      )
      expect(screen.getByRole('heading', { name: 'Club settings' })).toBeInTheDocument()
      expect(screen.queryByText(/Set by the server's environment/)).not.toBeInTheDocument()
      // The browser's zones are offered as the name is typed.
      const zones = document.getElementById(zone.getAttribute('list') ?? '')
      expect(zones?.querySelector('option[value="Europe/Paris"]')).not.toBeNull()
    })

    it('warns at the top while nobody is told of new requests, until an address is saved', async () => {
      renderPage(undefined, { club: { ...CLUB, notification_emails_in_force: [] } })
      const warning = await screen.findByText(NOBODY_NOTIFIED)
      const link = screen.getByRole('link', { name: ADD_NOTIFICATION_ADDRESS })
      expect(link).toHaveAttribute('href', '/admin/booking-rules#club-settings')
      // Above the rules themselves, where it is seen first.
      expect(
        warning.compareDocumentPosition(screen.getByRole('button', { name: SAVE_CHANGES })) &
          Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy()

      await userEvent.type(screen.getByLabelText('Staff notification emails'), 'boss@example.com')
      await userEvent.click(screen.getByRole('button', { name: 'Save club settings' }))
      await waitFor(() => {
        expect(screen.queryByText(NOBODY_NOTIFIED)).not.toBeInTheDocument()
      })
    })

    it('saves the zone and one address a line, trimmed, blank lines dropped', async () => {
      const writes = renderPage()
      const zone = await screen.findByLabelText('Time zone')
      await userEvent.clear(zone)
      await userEvent.type(zone, 'Europe/Paris')
      const emails = screen.getByLabelText('Staff notification emails')
      await userEvent.clear(emails)
      await userEvent.type(
        emails,
        '  boss@example.com {enter}{enter}   {enter}bar@example.com{enter}',
      )
      await userEvent.click(screen.getByRole('button', { name: 'Save club settings' }))

      const region = screen.getByRole('region', { name: 'Notifications' })
      expect(await within(region).findByText(CLUB_SETTINGS_SAVED)).toBeInTheDocument()
      expect(writes).toHaveLength(1)
      expect(writes[0]).toMatchObject({
        method: 'PUT',
        url: '/api/admin/club-settings',
        body: {
          time_zone: 'Europe/Paris',
          notification_emails: ['boss@example.com', 'bar@example.com'],
        },
      })
      // The form shows what the server kept; the booking rules keep their own save.
      expect(emails).toHaveValue('boss@example.com\nbar@example.com')
      expect(screen.getByRole('button', { name: SAVE_CHANGES })).toBeInTheDocument()
    })

    it("shows the server's message under the field it refuses", async () => {
      const message = 'Unknown time zone: use a name like Europe/Paris or America/New_York.'
      renderPage(undefined, {
        answerClubPut: () =>
          jsonResponse(
            { error: { code: 'validation_error', message: 'x', fields: { time_zone: message } } },
            422,
          ),
      })
      const zone = await screen.findByLabelText('Time zone')
      await userEvent.clear(zone)
      await userEvent.type(zone, 'Mars/Olympus')
      // A name the browser does not know has no time to show.
      expect(zone).toHaveAccessibleDescription("Nights, guests' mails and calendars use this zone.")
      await userEvent.click(screen.getByRole('button', { name: 'Save club settings' }))
      expect(await screen.findByText(message)).toBeInTheDocument()
      expect(zone).toHaveAccessibleDescription(
        `Nights, guests' mails and calendars use this zone. ${message}`,
      )
      expect(zone).toHaveAttribute('aria-invalid', 'true')
      expect(screen.getByLabelText('Staff notification emails')).not.toHaveAttribute(
        'aria-invalid',
        'true',
      )
    })

    it('shows the address message under the addresses', async () => {
      const message = 'Each notification address must be a valid email address.'
      renderPage(undefined, {
        answerClubPut: () =>
          jsonResponse(
            {
              error: {
                code: 'validation_error',
                message: 'x',
                fields: { notification_emails: message },
              },
            },
            422,
          ),
      })
      const emails = await screen.findByLabelText('Staff notification emails')
      await userEvent.type(emails, '{enter}not an address')
      await userEvent.click(screen.getByRole('button', { name: 'Save club settings' }))
      expect(await screen.findByText(message)).toBeInTheDocument()
      expect(emails).toHaveAttribute('aria-invalid', 'true')
    })

    it('says when the environment sets the values in force', async () => {
      renderPage(undefined, {
        club: {
          ...CLUB,
          time_zone: 'Europe/Paris',
          time_zone_in_force: 'UTC',
          time_zone_from_environment: true,
          notification_emails_in_force: ['ops@example.com', 'night@example.com'],
          notification_emails_from_environment: true,
        },
      })
      expect(
        await screen.findByText(
          "Set by the server's environment (NOCTURNE_TIMEZONE): UTC is in force.",
        ),
      ).toBeInTheDocument()
      expect(
        screen.getByText(
          "Set by the server's environment (NOCTURNE_STAFF_NOTIFICATION_EMAILS): ops@example.com, night@example.com is in force.",
        ),
      ).toBeInTheDocument()
      // The field keeps what the club saved, which a save would keep.
      expect(screen.getByLabelText('Time zone')).toHaveValue('Europe/Paris')
    })
  })
})
