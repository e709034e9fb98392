import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { ToastProvider } from '@/components/toast'
import { COUNTRIES, CURRENCIES } from '@/lib/api/rules-staff'
import type { ClubSettingsPublic, ClubSettingsUpdate } from '@/lib/admin-api/club-settings'
import type { Role } from '@/lib/roles'
import { ADD_NOTIFICATION_ADDRESS, NOBODY_NOTIFIED } from '@/messages-admin'
import {
  CLUB_SETTINGS_OWNERS_ONLY,
  CLUB_SETTINGS_SAVED,
  FAILED_TO_SAVE_SECURITY_SETTINGS,
  REQUIRE_TWO_FACTOR_FOR,
  SAVE_CLUB_SETTINGS,
  SAVE_SECURITY_SETTINGS,
  SECURITY_SETTINGS_SAVED,
  SECURITY_TITLE,
} from '../messages'
import { buildSession, buildUser } from '@/testing/factories'
import { errorResponse, jsonResponse, stubFetch, type FetchCall } from '@/testing/fetch'
import { renderRoutes } from '@/testing/render'

import { ClubPage } from './club-page'

// A club that has saved no settings of its own: the defaults are in force.
const CLUB: ClubSettingsPublic = {
  time_zone: null,
  notification_emails: null,
  time_zone_in_force: 'America/New_York',
  notification_emails_in_force: ['manager@example.com', 'door@example.com'],
  time_zone_from_environment: false,
  notification_emails_from_environment: false,
  currency: 'USD',
  country: 'US',
}

const SECURITY_URL = '/api/admin/users/security-settings'

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

type Server = {
  role?: Role
  club?: ClubSettingsPublic
  answerClubPut?: (call: FetchCall) => Response
  twoFactorRoles?: Role[]
  answerSecurityPut?: (call: FetchCall) => Response
}

// The screen's reads and writes, answered as the server would; every write is collected.
function renderPage({
  role = 'owner',
  club = CLUB,
  answerClubPut = savedClub,
  twoFactorRoles = [],
  answerSecurityPut = (call) => jsonResponse(call.body),
}: Server = {}) {
  const writes: FetchCall[] = []
  stubFetch((call) => {
    if (call.url.startsWith('/api/auth/token'))
      return jsonResponse(buildSession({ user: buildUser({ role }) }))
    if (call.url === '/api/admin/club-settings' && call.method === 'GET') return jsonResponse(club)
    if (call.url === SECURITY_URL && call.method === 'GET')
      return jsonResponse({ two_factor_roles: twoFactorRoles })
    writes.push(call)
    if (call.method === 'PUT' && call.url === '/api/admin/club-settings') return answerClubPut(call)
    if (call.method === 'PUT' && call.url === SECURITY_URL) return answerSecurityPut(call)
    return errorResponse(404, 'Not found')
  })
  renderRoutes(
    [
      {
        path: '/admin/club',
        element: (
          <ToastProvider>
            <ClubPage />
          </ToastProvider>
        ),
      },
    ],
    { path: '/admin/club' },
  )
  return writes
}

describe('ClubPage', () => {
  describe('the club settings card', () => {
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
      renderPage({ club: { ...CLUB, notification_emails_in_force: [] } })
      const warning = await screen.findByText(NOBODY_NOTIFIED)
      const link = screen.getByRole('link', { name: ADD_NOTIFICATION_ADDRESS })
      expect(link).toHaveAttribute('href', '/admin/club#club-settings')
      // Above the settings themselves, where it is seen first.
      expect(
        warning.compareDocumentPosition(screen.getByRole('button', { name: SAVE_CLUB_SETTINGS })) &
          Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy()

      await userEvent.type(screen.getByLabelText('Staff notification emails'), 'boss@example.com')
      await userEvent.click(screen.getByRole('button', { name: SAVE_CLUB_SETTINGS }))
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
      await userEvent.click(screen.getByRole('button', { name: SAVE_CLUB_SETTINGS }))

      const region = screen.getByRole('region', { name: 'Notifications' })
      expect(await within(region).findByText(CLUB_SETTINGS_SAVED)).toBeInTheDocument()
      expect(writes).toHaveLength(1)
      expect(writes[0]).toMatchObject({
        method: 'PUT',
        url: '/api/admin/club-settings',
      })
      // The currency and country go along as they are.
      expect(writes[0]?.body).toEqual({
        time_zone: 'Europe/Paris',
        currency: 'USD',
        country: 'US',
        notification_emails: ['boss@example.com', 'bar@example.com'],
      })
      // The form shows what the server kept.
      expect(emails).toHaveValue('boss@example.com\nbar@example.com')
    })

    it("shows the server's message under the field it refuses", async () => {
      const message = 'Unknown time zone: use a name like Europe/Paris or America/New_York.'
      renderPage({
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
      await userEvent.click(screen.getByRole('button', { name: SAVE_CLUB_SETTINGS }))
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
      renderPage({
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
      await userEvent.click(screen.getByRole('button', { name: SAVE_CLUB_SETTINGS }))
      expect(await screen.findByText(message)).toBeInTheDocument()
      expect(emails).toHaveAttribute('aria-invalid', 'true')
    })

    it('says when the environment sets the values in force', async () => {
      renderPage({
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

  describe('the currency and the country', () => {
    it('shows those in force, each by its name, and saves new ones', async () => {
      const writes = renderPage({ club: { ...CLUB, currency: 'GBP', country: 'GB' } })
      const currency = await screen.findByLabelText('Currency')
      const country = screen.getByLabelText('Country')
      expect(currency).toHaveValue('GBP')
      expect(country).toHaveValue('GB')
      // Every code the server knows is offered, named as the browser names it.
      expect(within(currency).getAllByRole('option')).toHaveLength(CURRENCIES.length)
      expect(within(country).getAllByRole('option')).toHaveLength(COUNTRIES.length)
      expect(within(currency).getByRole('option', { selected: true })).toHaveTextContent(/\(GBP\)$/)
      expect(country).toHaveAccessibleDescription(
        'Where the club is: the region a phone number without its country code belongs to.',
      )

      await userEvent.selectOptions(currency, 'EUR')
      await userEvent.selectOptions(country, 'FR')
      await userEvent.click(screen.getByRole('button', { name: SAVE_CLUB_SETTINGS }))

      const region = screen.getByRole('region', { name: 'Notifications' })
      expect(await within(region).findByText(CLUB_SETTINGS_SAVED)).toBeInTheDocument()
      expect(writes[0]).toMatchObject({
        method: 'PUT',
        url: '/api/admin/club-settings',
        body: { time_zone: 'America/New_York', currency: 'EUR', country: 'FR' },
      })
      expect(currency).toHaveValue('EUR')
      expect(country).toHaveValue('FR')
    })

    it("shows the server's message under the field it refuses", async () => {
      const message = 'This currency is refused.'
      renderPage({
        answerClubPut: () =>
          jsonResponse(
            { error: { code: 'validation_error', message: 'x', fields: { currency: message } } },
            422,
          ),
      })
      const currency = await screen.findByLabelText('Currency')
      await userEvent.selectOptions(currency, 'JPY')
      await userEvent.click(screen.getByRole('button', { name: SAVE_CLUB_SETTINGS }))
      expect(await screen.findByText(message)).toBeInTheDocument()
      expect(currency).toHaveAttribute('aria-invalid', 'true')
      expect(screen.getByLabelText('Country')).not.toHaveAttribute('aria-invalid', 'true')
    })
  })

  describe('for a manager', () => {
    it('shows the club settings to read only, and no security card', async () => {
      renderPage({ role: 'manager' })
      expect(await screen.findByText(CLUB_SETTINGS_OWNERS_ONLY)).toBeInTheDocument()
      expect(screen.getByLabelText('Time zone')).toBeDisabled()
      expect(screen.getByLabelText('Currency')).toBeDisabled()
      expect(screen.getByLabelText('Country')).toBeDisabled()
      expect(screen.getByLabelText('Staff notification emails')).toBeDisabled()
      expect(screen.queryByRole('button', { name: SAVE_CLUB_SETTINGS })).not.toBeInTheDocument()
      expect(screen.queryByRole('region', { name: SECURITY_TITLE })).not.toBeInTheDocument()
    })
  })

  describe('the Security card', () => {
    const securityCard = async () =>
      within(await screen.findByRole('region', { name: SECURITY_TITLE }))

    it('shows the roles that must use two-factor sign-in and saves a new choice', async () => {
      const writes = renderPage({ twoFactorRoles: ['owner'] })

      const card = await securityCard()
      const group = await card.findByRole('group', { name: REQUIRE_TWO_FACTOR_FOR })
      expect(
        within(group)
          .getAllByRole('checkbox')
          .map((box) => box.closest('label')?.textContent),
      ).toEqual(['Owners', 'Managers', 'Hosts'])
      expect(card.getByRole('checkbox', { name: 'Owners' })).toBeChecked()
      expect(card.getByRole('checkbox', { name: 'Managers' })).not.toBeChecked()

      await userEvent.click(card.getByRole('checkbox', { name: 'Hosts' }))
      await userEvent.click(card.getByRole('checkbox', { name: 'Managers' }))
      await userEvent.click(card.getByRole('button', { name: SAVE_SECURITY_SETTINGS }))

      expect(await screen.findByText(SECURITY_SETTINGS_SAVED)).toBeInTheDocument()
      expect(writes.find((call) => call.method === 'PUT')).toMatchObject({
        url: SECURITY_URL,
        body: { two_factor_roles: ['owner', 'manager', 'host'] },
      })
    })

    it("says so when the save fails, in the server's words", async () => {
      renderPage({
        answerSecurityPut: () =>
          errorResponse(422, 'A role is owner, manager or host.', 'validation_error'),
      })

      const card = await securityCard()
      await userEvent.click(await card.findByRole('checkbox', { name: 'Managers' }))
      await userEvent.click(card.getByRole('button', { name: SAVE_SECURITY_SETTINGS }))

      expect(await screen.findByText(FAILED_TO_SAVE_SECURITY_SETTINGS)).toBeInTheDocument()
      expect(screen.getByText('A role is owner, manager or host.')).toBeInTheDocument()
    })
  })
})
