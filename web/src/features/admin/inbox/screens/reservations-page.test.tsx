import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import type { ReservationPublic } from '@/lib/api/types'
import { realtime } from '@/lib/realtime'
import {
  FAILED_TO_LOAD_RESERVATIONS,
  FAILED_TO_UPDATE_RESERVATION_STATUS,
  NO_RESERVATIONS,
  RESERVATION_COMPLETE_TITLE,
} from '@/messages'
import { buildSession } from '@/testing/factories'
import { errorResponse, jsonResponse, noContent, stubFetch, type FetchCall } from '@/testing/fetch'
import { renderRoutes } from '@/testing/render'

import { buildReservation } from '../testing/factories'
import type { FakeRealtime } from '../testing/fake-realtime'
import { tonight } from '../utils/format'
import { ReservationsPage } from './reservations-page'

vi.mock('@/lib/realtime', async () => {
  const { createFakeRealtime } = await import('../testing/fake-realtime')
  return { realtime: createFakeRealtime() }
})
const live = realtime as unknown as FakeRealtime

const PATH = '/admin/reservations'
const LIST = '/api/admin/reservations'

// The server's list, filtered as the server would by the query string.
function stubServer(
  all: () => ReservationPublic[] | Response,
  answer: (call: FetchCall) => Response = () => jsonResponse({}),
) {
  return stubFetch((call) => {
    if (call.url.startsWith('/api/auth/token')) return jsonResponse(buildSession())
    if (call.url.startsWith(LIST) && call.method === 'GET' && !call.url.includes('.csv')) {
      const rows = all()
      if (rows instanceof Response) return rows
      const query = new URL(call.url, 'http://test').searchParams
      const status = query.get('status')
      const date = query.get('date')
      const data = rows.filter((r) => (!status || r.status === status) && (!date || r.date === date))
      return jsonResponse({ data, count: data.length })
    }
    return answer(call)
  })
}

function renderPage(path = PATH) {
  return renderRoutes([{ path: PATH, element: <ReservationsPage /> }], { path })
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) })
const statusGroup = () => screen.getByRole('group', { name: 'Status' })

describe('ReservationsPage', () => {
  it('opens on the pending reservations, with times as 10:00 PM ... 12:00 AM and the guests in total', async () => {
    const { calls } = stubServer(() => [
      buildReservation({ name: 'Early Eve', time: '22:00', guests: 4 }),
      buildReservation({ name: 'Midnight Max', time: '00:00', guests: 6, occasion: 'birthday' }),
      buildReservation({ name: 'Confirmed Cy', status: 'confirmed' }),
    ])
    renderPage()

    await screen.findByRole('table')
    expect(calls.map((call) => call.url)).toContain(`${LIST}?status=pending`)
    expect(within(statusGroup()).getByRole('button', { name: 'Pending' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(within(row('Early Eve')).getByText('10:00 PM')).toBeInTheDocument()
    expect(within(row('Midnight Max')).getByText('12:00 AM')).toBeInTheDocument()
    expect(within(row('Midnight Max')).getByText('Birthday')).toBeInTheDocument()
    expect(screen.queryByRole('row', { name: /Confirmed Cy/ })).not.toBeInTheDocument()
    expect(screen.getByText('2 reservations · 10 guests')).toBeInTheDocument()
  })

  it("completes a pending reservation: it becomes confirmed and leaves the pending list", async () => {
    const eve = buildReservation({ name: 'Early Eve' })
    let rows = [eve]
    const { calls } = stubServer(
      () => rows,
      () => {
        rows = [{ ...eve, status: 'confirmed' }]
        return jsonResponse(rows[0])
      },
    )
    renderPage()

    const complete = await within(await screen.findByRole('row', { name: /Early Eve/ })).findByRole(
      'button',
      { name: RESERVATION_COMPLETE_TITLE },
    )
    expect(complete).toHaveTextContent('Complete')
    expect(complete).toHaveAttribute('title', RESERVATION_COMPLETE_TITLE)
    await userEvent.click(complete)

    expect(await screen.findByText('No pending reservations.')).toBeInTheDocument()
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
      url: `${LIST}/${eve.id}`,
      body: { status: 'confirmed' },
    })

    await userEvent.click(within(statusGroup()).getByRole('button', { name: 'Confirmed' }))
    expect(within(await screen.findByRole('row', { name: /Early Eve/ })).getByText('Confirmed')).toHaveAttribute(
      'data-tone',
      'green',
    )
    expect(within(row('Early Eve')).queryByRole('button', { name: 'Complete and remove' })).toBeNull()
    expect(within(row('Early Eve')).getByRole('button', { name: 'Delete' })).toBeInTheDocument()
  })

  it("shows the guest's phone as a tap-to-call link and the package chosen", async () => {
    stubServer(() => [
      buildReservation({ name: 'Early Eve', phone: '+1 (212) 555-0147', package_name: 'Gold' }),
    ])
    renderPage()
    const eve = await screen.findByRole('row', { name: /Early Eve/ })
    expect(within(eve).getByRole('link', { name: '+1 (212) 555-0147' })).toHaveAttribute('href', 'tel:+12125550147')
    expect(within(eve).getByText('Gold')).toBeInTheDocument()
  })

  it('counts the guests of pending and confirmed requests only', async () => {
    stubServer(() => [
      buildReservation({ name: 'Early Eve', guests: 4 }),
      buildReservation({ name: 'Confirmed Cy', guests: 6, status: 'confirmed' }),
      buildReservation({ name: 'Rejected Rae', guests: 8, status: 'rejected' }),
      buildReservation({ name: 'Expired Ed', guests: 2, status: 'expired' }),
    ])
    renderPage(`${PATH}?status=all`)
    await screen.findByRole('table')
    expect(screen.getByText('4 reservations · 10 guests')).toBeInTheDocument()
    expect(within(row('Expired Ed')).getByText('Expired')).toHaveAttribute('data-tone', 'gray')
  })

  it('rejects only once staff confirm it in the dialog', async () => {
    const { calls } = stubServer(() => [buildReservation({ name: 'Early Eve' })])
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }))
    const dialog = screen.getByRole('dialog')
    expect(dialog).toHaveTextContent('Reject this reservation request? Its places are given back to the night.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0)

    await userEvent.click(screen.getByRole('button', { name: 'Reject' }))
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' }))
    await waitFor(() => {
      expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({ body: { status: 'rejected' } })
    })
  })

  it("shows the server's message on 409", async () => {
    stubServer(
      () => [buildReservation({ name: 'Early Eve' })],
      () => errorResponse(409, 'This item was already handled by someone else.', 'conflict'),
    )
    renderPage()

    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }))
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This item was already handled by someone else.')
  })

  it("says 'Failed to update reservation status' on any other failure", async () => {
    stubServer(
      () => [buildReservation()],
      () => errorResponse(500, 'Internal error'),
    )
    renderPage()

    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }))
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED_TO_UPDATE_RESERVATION_STATUS)
  })

  it('deletes a reservation only after the confirmation', async () => {
    const eve = buildReservation({ name: 'Early Eve', status: 'rejected' })
    let rows = [eve]
    const { calls } = stubServer(
      () => rows,
      (call) => {
        rows = []
        return call.method === 'DELETE' ? noContent() : jsonResponse({})
      },
    )
    renderPage(`${PATH}?status=all`)

    await userEvent.click(
      within(await screen.findByRole('row', { name: /Early Eve/ })).getByRole('button', { name: 'Delete' }),
    )
    const dialog = screen.getByRole('dialog')
    expect(dialog).toHaveTextContent('Are you sure you want to delete this item?')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false)

    await userEvent.click(within(row('Early Eve')).getByRole('button', { name: 'Delete' }))
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }))

    expect(await screen.findByText(NO_RESERVATIONS)).toBeInTheDocument()
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(`${LIST}/${eve.id}`)
  })

  it("shows tonight's guest list with 'Tonight', and any night with the date input", async () => {
    const night = tonight()
    stubServer(() => [
      buildReservation({ name: 'Tonight Tia', date: night }),
      buildReservation({ name: 'Later Lars', date: '2099-12-31', status: 'confirmed' }),
    ])
    const { router } = renderPage(`${PATH}?status=all`)
    await screen.findByRole('row', { name: /Later Lars/ })

    await userEvent.click(screen.getByRole('button', { name: 'Tonight' }))
    expect(await screen.findByRole('button', { name: 'Tonight', pressed: true })).toBeInTheDocument()
    expect(router.state.location.search).toBe(`?status=all&date=${night}`)
    expect(await screen.findByRole('row', { name: /Tonight Tia/ })).toBeInTheDocument()
    expect(screen.queryByRole('row', { name: /Later Lars/ })).not.toBeInTheDocument()

    const input = screen.getByLabelText('Night')
    await userEvent.clear(input)
    await userEvent.type(input, '2099-12-31')
    expect(await screen.findByRole('row', { name: /Later Lars/ })).toBeInTheDocument()
    expect(screen.queryByRole('row', { name: /Tonight Tia/ })).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Clear date' }))
    expect(await screen.findByRole('row', { name: /Tonight Tia/ })).toBeInTheDocument()
    expect(router.state.location.search).toBe('?status=all')
  })

  it("shows 'Failed to load reservations' with a Refresh button", async () => {
    let fail = true
    stubServer(() => (fail ? errorResponse(500, 'Internal error') : []))
    renderPage(`${PATH}?status=all`)

    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED_TO_LOAD_RESERVATIONS)
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }))
    expect(await screen.findByText(NO_RESERVATIONS)).toBeInTheDocument()
  })

  it('re-reads the list live when a reservation arrives', async () => {
    let rows: ReservationPublic[] = []
    stubServer(() => rows)
    renderPage()
    await screen.findByText('No pending reservations.')
    expect(live.followed()).toContain('reservations')

    rows = [buildReservation({ name: 'Live Liv' })]
    live.emit('reservations')

    expect(await screen.findByRole('row', { name: /Live Liv/ })).toBeInTheDocument()
  })
})
