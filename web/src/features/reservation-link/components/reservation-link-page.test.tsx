import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import type { components } from '@/lib/api/schema'
import { LINK_ACT_FAILED, LINK_MISSING } from '../messages'
import { deferred, errorResponse, jsonResponse, stubFetch, type FetchCall } from '@/testing/fetch'
import { renderRoutes } from '@/testing/render'

import { formatNight } from '../utils/format'
import { ReservationLinkPage } from './reservation-link-page'

type LinkPreview = components['schemas']['LinkPreview']
type Reservation = components['schemas']['ReservationPublic']

const PREVIEW = '/api/reservation-link/preview'
const ACT = '/api/reservation-link/act'
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmVk'

function buildRequest(overrides: Partial<Reservation> = {}): Reservation {
  return {
    id: '00000000-0000-4000-b000-000000000001',
    name: 'Leo Hart',
    email: 'leo@example.com',
    phone: '+1 (212) 555-0147',
    date: '2025-11-28',
    time: '23:30',
    guests: 6,
    occasion: 'birthday',
    requests: 'A table near the DJ, please.',
    package_id: null,
    package_name: 'Gold',
    area_id: null,
    area_name: null,
    status: 'pending',
    created_at: '2025-11-20T20:00:00Z',
    ...overrides,
  }
}

function buildPreview(overrides: Partial<LinkPreview> = {}): LinkPreview {
  return {
    action: 'confirm',
    expires_at: '2025-11-23T20:00:00Z',
    used: false,
    reservation: buildRequest(),
    guest: null,
    ...overrides,
  }
}

// The server: the preview it gives, and its answer to the action (by default it acts).
function stubServer(
  preview: () => Response,
  act: (call: FetchCall) => Response | Promise<Response> = (call) => {
    const { reason } = call.body as { reason?: string }
    return jsonResponse(buildRequest({ status: reason === undefined ? 'confirmed' : 'rejected' }))
  },
) {
  return stubFetch((call) => {
    if (call.url === PREVIEW) return preview()
    if (call.url === ACT) return act(call)
    return errorResponse(404, 'Not found')
  })
}

function renderPage(hash = `#${TOKEN}`) {
  return renderRoutes(
    [{ path: '/reservation-link', element: <ReservationLinkPage clubName="Nocturne" /> }],
    {
      path: `/reservation-link${hash}`,
    },
  )
}

describe('ReservationLinkPage', () => {
  it('shows the request the link is about, then confirms it', async () => {
    const { calls } = stubServer(() => jsonResponse(buildPreview()))
    renderPage()

    expect(
      await screen.findByRole('heading', { name: 'Confirm this reservation?' }),
    ).toBeInTheDocument()
    expect(calls[0]).toMatchObject({ url: PREVIEW, method: 'POST', body: { token: TOKEN } })
    expect(screen.getByText('Leo Hart')).toBeInTheDocument()
    expect(screen.getByText(formatNight('2025-11-28'))).toBeInTheDocument()
    expect(formatNight('2025-11-28')).toMatch(/Friday/)
    expect(screen.getByText('11:30 PM')).toBeInTheDocument()
    expect(screen.getByText('6 guests')).toBeInTheDocument()
    expect(screen.getByText('Gold')).toBeInTheDocument()
    expect(screen.getByText('Birthday')).toBeInTheDocument()
    expect(screen.getByText('A table near the DJ, please.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '+1 (212) 555-0147' })).toHaveAttribute(
      'href',
      'tel:+12125550147',
    )
    expect(screen.getByRole('link', { name: 'leo@example.com' })).toHaveAttribute(
      'href',
      'mailto:leo@example.com',
    )
    expect(
      screen.getByText('The guest will be emailed that the reservation is confirmed.'),
    ).toBeInTheDocument()
    expect(screen.queryByLabelText('Reason for the guest')).toBeNull()
    expect(
      screen.getByRole('link', { name: 'Open Reservations in the admin area' }),
    ).toHaveAttribute('href', '/admin/reservations')
    // Looking changes nothing.
    expect(calls.some((call) => call.url === ACT)).toBe(false)

    await userEvent.click(screen.getByRole('button', { name: 'Confirm reservation' }))
    const done = await screen.findByRole('status')
    expect(done).toHaveTextContent('Confirmed. Leo Hart has been emailed.')
    expect(done).toHaveFocus()
    expect(calls.find((call) => call.url === ACT)).toMatchObject({
      method: 'POST',
      body: { token: TOKEN },
    })
    expect(screen.queryByRole('button', { name: 'Confirm reservation' })).toBeNull()
  })

  it('warns that the guest is blocked, with the reason, before staff confirm', async () => {
    stubServer(() =>
      jsonResponse(
        buildPreview({
          guest: {
            id: 'g-rex',
            name: 'Rex Stone',
            tags: ['Blocked', 'Industry'],
            visits: 2,
            no_shows: 1,
            notes: null,
            birthday: null,
            blocked_reason: 'Fought with security.',
          },
        }),
      ),
    )
    renderPage()

    expect(await screen.findByText('Blocked guest: Fought with security.')).toBeInTheDocument()
    expect(screen.getByText('Industry · 2 visits, 1 no-show')).toBeInTheDocument()
  })

  it('declines with a reason for the guest', async () => {
    const { calls } = stubServer(() => jsonResponse(buildPreview({ action: 'decline' })))
    renderPage()

    expect(
      await screen.findByRole('heading', { name: 'Decline this reservation?' }),
    ).toBeInTheDocument()
    expect(
      screen.getByText('The guest will be emailed that the request was declined.'),
    ).toBeInTheDocument()
    const reason = screen.getByLabelText('Reason for the guest')
    expect(reason).toHaveAttribute('maxlength', '500')
    expect(reason).toHaveAccessibleDescription(
      'Optional. It is written into the email the guest receives.',
    )
    await userEvent.type(reason, '  We are fully booked that night.  ')
    await userEvent.click(screen.getByRole('button', { name: 'Decline reservation' }))

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Declined. Leo Hart has been emailed.',
    )
    expect(calls.find((call) => call.url === ACT)?.body).toEqual({
      token: TOKEN,
      reason: 'We are fully booked that night.',
    })
  })

  it('declines without a reason', async () => {
    const { calls } = stubServer(() => jsonResponse(buildPreview({ action: 'decline' })))
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Decline reservation' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Declined.')
    expect(calls.find((call) => call.url === ACT)?.body).toEqual({ token: TOKEN })
  })

  it('says so when the guest left no email address', async () => {
    stubServer(
      () => jsonResponse(buildPreview({ reservation: buildRequest({ email: null }) })),
      () => jsonResponse(buildRequest({ email: null, status: 'confirmed' })),
    )
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm reservation' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Confirmed. Leo Hart left no email address: please call them.',
    )
  })

  it('shows a used link as used, without the button', async () => {
    stubServer(() =>
      jsonResponse(
        buildPreview({ used: true, reservation: buildRequest({ status: 'confirmed' }) }),
      ),
    )
    renderPage()
    expect(await screen.findByText('This link has already been used.')).toHaveAttribute(
      'role',
      'status',
    )
    expect(screen.getByText('Leo Hart')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Confirm reservation' })).toBeNull()
  })

  it('shows a request decided in the admin area as decided, without the button', async () => {
    stubServer(() =>
      jsonResponse(
        buildPreview({ action: 'decline', reservation: buildRequest({ status: 'rejected' }) }),
      ),
    )
    renderPage()
    expect(await screen.findByText('This request has already been declined.')).toHaveAttribute(
      'role',
      'status',
    )
    expect(screen.queryByRole('button', { name: 'Decline reservation' })).toBeNull()
  })

  it.each([
    [410, 'This link has expired. Open the reservation in the admin area instead.'],
    [404, 'This link is not valid. Open the reservation in the admin area instead.'],
  ])("shows the server's message when the link cannot be read (%i)", async (status, message) => {
    stubServer(() => errorResponse(status, message))
    renderPage()
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(screen.queryByRole('button', { name: /reservation|try again/i })).not.toBeInTheDocument()
    expect(
      screen.getByRole('link', { name: 'Open Reservations in the admin area' }),
    ).toBeInTheDocument()
  })

  it("shows the server's message when the link was used a moment ago, and drops the button", async () => {
    const answer = deferred<Response>()
    stubServer(
      () => jsonResponse(buildPreview()),
      () => answer.promise,
    )
    renderPage()
    const confirm = await screen.findByRole('button', { name: 'Confirm reservation' })
    await userEvent.click(confirm)
    expect(confirm).toBeDisabled()

    answer.resolve(errorResponse(409, 'This link has already been used.'))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('This link has already been used.')
    expect(alert).toHaveFocus()
    expect(screen.queryByRole('button', { name: 'Confirm reservation' })).toBeNull()
  })

  it('keeps the button when the server could not answer, to try again', async () => {
    let fail = true
    const { calls } = stubServer(
      () => jsonResponse(buildPreview()),
      () => (fail ? errorResponse(503, '') : jsonResponse(buildRequest({ status: 'confirmed' }))),
    )
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm reservation' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_ACT_FAILED)

    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Confirm reservation' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Confirmed. Leo Hart has been emailed.',
    )
    expect(calls.filter((call) => call.url === ACT)).toHaveLength(2)
  })

  it('asks for nothing when the address carries no token', async () => {
    const { calls } = stubServer(() => jsonResponse(buildPreview()))
    renderPage('')
    expect(screen.getByRole('alert')).toHaveTextContent(LINK_MISSING)
    await waitFor(() => {
      expect(calls).toHaveLength(0)
    })
  })
})
