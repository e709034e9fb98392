import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, onTestFinished, vi } from 'vitest'

import { ToastProvider } from '@/components/toast'
import type { ReservationStaffPublic } from '@/lib/api/types'
import { realtime } from '@/lib/realtime'
import type { Role } from '@/lib/roles'
import {
  FAILED_TO_LOAD_RESERVATIONS,
  FAILED_TO_UPDATE_RESERVATION_STATUS,
  NO_RESERVATIONS,
  RESERVATION_COMPLETE_EMAILS_TITLE,
} from '../messages'
import { buildSession, buildUser } from '@/testing/factories'
import { errorResponse, jsonResponse, noContent, stubFetch, type FetchCall } from '@/testing/fetch'
import { renderRoutes } from '@/testing/render'

import { buildReservation } from '../testing/factories'
import type { FakeRealtime } from '@/testing/fake-realtime'
import { formatNightDate, tonight } from '@/lib/format'
import { ReservationsPage } from './reservations-page'

vi.mock('@/lib/realtime', async () => {
  const { createFakeRealtime } = await import('@/testing/fake-realtime')
  return { realtime: createFakeRealtime() }
})
const live = realtime as unknown as FakeRealtime

const PATH = '/admin/reservations'
const LIST = '/api/admin/reservations'
const GOLD = '00000000-0000-4000-8000-00000000000a'
// The club's settings as a manager reads them: its nights in New York.
const NEW_YORK_CLUB = {
  time_zone: 'America/New_York',
  time_zone_in_force: 'America/New_York',
  time_zone_from_environment: false,
  notification_emails: [],
  notification_emails_in_force: [],
  notification_emails_from_environment: false,
}

// A part of the name, email or phone, as the server looks for it.
const found = (row: ReservationStaffPublic, q: string) =>
  [row.name, row.email ?? '', row.phone ?? ''].some((text) =>
    text.toLowerCase().includes(q.toLowerCase()),
  )

// The club's floor: two areas, three tables; the server suggests M1 for any booking.
const MEZZANINE = '00000000-0000-4000-8000-0000000000a2'
const MAIN = '00000000-0000-4000-8000-0000000000a1'
const floorTable = (id: string, label: string, area: string, seats: [number, number]) => ({
  id: `00000000-0000-4000-8000-${id.padStart(12, '0')}`,
  label,
  area_id: area,
  seats_min: seats[0],
  seats_max: seats[1],
  minimum_spend: '800.00',
  online: true,
  shape: 'round',
  plan_id: null,
  x: 500,
  y: 350,
  width: 60,
  height: 60,
  rotation: 0,
})
const M1 = floorTable('b1', 'M1', MEZZANINE, [4, 10])
const FLOOR = {
  areas: [
    { id: MAIN, name: 'Main Floor', description: '', position: 0, guests_pick_table: false },
    { id: MEZZANINE, name: 'Mezzanine', description: '', position: 1, guests_pick_table: false },
  ],
  plans: [],
  tables: [floorTable('b0', 'B1', MAIN, [2, 4]), M1, floorTable('b2', 'M2', MEZZANINE, [4, 10])],
}

// The profiles of the guests the server's lists show.
const GUESTS = {
  'g-marcus': {
    id: 'g-marcus',
    name: 'Marcus Lee',
    tags: ['VIP'],
    visits: 2,
    no_shows: 1,
    notes: 'Knows the owner.',
    birthday: null,
    blocked_reason: null,
  },
}

// The server's list, filtered as the server would by the query string (an area: asked for or
// seated there; a table: seated there), its packages and its floor; the signed-in account is of
// `role`.
function stubServer(
  all: () => ReservationStaffPublic[] | Response,
  answer: (call: FetchCall) => Response = () => jsonResponse({}),
  role: Role = 'owner',
) {
  return stubFetch((call) => {
    if (call.url.startsWith('/api/auth/token'))
      return jsonResponse(buildSession({ user: buildUser({ role }) }))
    if (call.url === '/api/admin/packages') {
      return jsonResponse({
        data: [{ id: GOLD, name: 'Gold', price: 1200, description: '', image: null, includes: [] }],
        count: 1,
      })
    }
    if (call.url === '/api/admin/floor') return jsonResponse(FLOOR)
    if (call.url.endsWith('/table-suggestion')) return jsonResponse({ table: M1 })
    if (call.url.startsWith(LIST) && call.method === 'GET' && !call.url.includes('.csv')) {
      const rows = all()
      if (rows instanceof Response) return rows
      const query = new URL(call.url, 'http://test').searchParams
      const status = query.get('status')
      const date = query.get('date')
      const q = query.get('q')
      const area = query.get('area')
      const table = FLOOR.tables.find((candidate) => candidate.id === query.get('table'))
      const seatedIn = (r: ReservationStaffPublic) =>
        FLOOR.tables.filter((t) => r.table_label?.split(' + ').includes(t.label))
      const data = rows.filter(
        (r) =>
          (!status || r.status === status) &&
          (!date || r.date === date) &&
          (!q || found(r, q)) &&
          (!area || r.area_id === area || seatedIn(r).some((t) => t.area_id === area)) &&
          (!table || seatedIn(r).includes(table)),
      )
      return jsonResponse({ data, count: data.length, guests: GUESTS })
    }
    return answer(call)
  })
}

function renderPage(path = PATH) {
  return renderRoutes(
    [
      {
        path: PATH,
        element: (
          <ToastProvider>
            <ReservationsPage />
          </ToastProvider>
        ),
      },
    ],
    { path },
  )
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) })
// The screen's own calls of one method (the session's refresh left out).
const writes = (calls: FetchCall[], method: string) =>
  calls.filter((call) => call.method === method && call.url.startsWith('/api/admin/'))
// The server's refusal of a form: its sentence, and a message for each field at fault.
const refusal = (fields: Record<string, string>) =>
  jsonResponse(
    {
      error: { code: 'validation_error', message: 'Please check the highlighted fields.', fields },
    },
    422,
  )

// Fills a dialog's fields by their labels: a text replaced, an option chosen by its text (once the
// list it comes from has arrived).
async function fill(dialog: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const control = within(dialog).getByLabelText(label)
    if (control instanceof HTMLSelectElement) {
      await within(control).findByRole('option', { name: value })
      await userEvent.selectOptions(control, value)
    } else {
      await userEvent.clear(control)
      await userEvent.type(control, value)
    }
  }
}
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

  it('completes a pending reservation: it becomes confirmed and leaves the pending list', async () => {
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
      { name: RESERVATION_COMPLETE_EMAILS_TITLE },
    )
    expect(complete).toHaveTextContent('Complete')
    expect(complete).toHaveAttribute('title', RESERVATION_COMPLETE_EMAILS_TITLE)
    expect(RESERVATION_COMPLETE_EMAILS_TITLE).toContain('email the guest')
    await userEvent.click(complete)

    expect(await screen.findByText('No pending reservations.')).toBeInTheDocument()
    expect(
      await screen.findByText('Reservation confirmed: the guest is emailed.'),
    ).toBeInTheDocument()
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
      url: `${LIST}/${eve.id}`,
      body: { status: 'confirmed' },
    })

    await userEvent.click(within(statusGroup()).getByRole('button', { name: 'Confirmed' }))
    expect(
      within(await screen.findByRole('row', { name: /Early Eve/ })).getByText('Confirmed'),
    ).toHaveAttribute('data-tone', 'green')
    expect(
      within(row('Early Eve')).queryByRole('button', { name: 'Complete and remove' }),
    ).toBeNull()
    expect(within(row('Early Eve')).getByRole('button', { name: 'Delete' })).toBeInTheDocument()
  })

  it("shows the guest's phone as a tap-to-call link and the package chosen", async () => {
    stubServer(() => [
      buildReservation({ name: 'Early Eve', phone: '+1 (212) 555-0147', package_name: 'Gold' }),
    ])
    renderPage()
    const eve = await screen.findByRole('row', { name: /Early Eve/ })
    expect(within(eve).getByRole('link', { name: '+1 (212) 555-0147' })).toHaveAttribute(
      'href',
      'tel:+12125550147',
    )
    expect(within(eve).getByText('Gold')).toBeInTheDocument()
  })

  it("shows each guest's profile on the row and in the Edit dialog", async () => {
    stubServer(() => [buildReservation({ name: 'Marcus Lee', guest_id: 'g-marcus' })])
    const user = userEvent.setup()
    renderPage()

    const profile = await screen.findByRole('link', {
      name: 'Open the profile of Marcus Lee: 2 visits, 1 no-show',
    })
    expect(profile).toHaveAttribute('href', '/admin/guests/g-marcus')
    const row = profile.closest('tr')
    expect(row).not.toBeNull()
    expect(within(row as HTMLElement).getByText('VIP')).toBeInTheDocument()
    await user.click(within(row as HTMLElement).getByRole('button', { name: /Edit/ }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Knows the owner.')).toBeInTheDocument()
    expect(within(dialog).getByText('VIP')).toBeInTheDocument()
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
    expect(dialog).toHaveTextContent(
      'Reject this reservation request? Its places are given back to the night.',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0)

    await userEvent.click(screen.getByRole('button', { name: 'Reject' }))
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' }),
    )
    await waitFor(() => {
      expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
        body: { status: 'rejected' },
      })
    })
  })

  it("shows the server's message on 409", async () => {
    stubServer(
      () => [buildReservation({ name: 'Early Eve' })],
      () => errorResponse(409, 'This item was already handled by someone else.', 'conflict'),
    )
    renderPage()

    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }))
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' }),
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This item was already handled by someone else.',
    )
  })

  it("says 'Failed to update reservation status' on any other failure", async () => {
    stubServer(
      () => [buildReservation()],
      () => errorResponse(500, 'Internal error'),
    )
    renderPage()

    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }))
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' }),
    )
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
      within(await screen.findByRole('row', { name: /Early Eve/ })).getByRole('button', {
        name: 'Delete',
      }),
    )
    const dialog = screen.getByRole('dialog')
    expect(dialog).toHaveTextContent('Are you sure you want to delete this item?')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false)

    await userEvent.click(within(row('Early Eve')).getByRole('button', { name: 'Delete' }))
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }),
    )

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
    expect(
      await screen.findByRole('button', { name: 'Tonight', pressed: true }),
    ).toBeInTheDocument()
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
    let rows: ReservationStaffPublic[] = []
    stubServer(() => rows)
    renderPage()
    await screen.findByText('No pending reservations.')
    expect(live.followed()).toContain('reservations')

    rows = [buildReservation({ name: 'Live Liv' })]
    live.emit('reservations')

    expect(await screen.findByRole('row', { name: /Live Liv/ })).toBeInTheDocument()
  })

  it('rejects with a reason for the guest, and says the guest is emailed', async () => {
    const eve = buildReservation({ name: 'Early Eve' })
    const { calls } = stubServer(() => [eve])
    renderPage()

    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }))
    const dialog = screen.getByRole('dialog')
    expect(dialog).toHaveAccessibleDescription(
      /The guest is emailed the decline, with your reason if you give one\./,
    )
    const reason = within(dialog).getByLabelText('Reason for the guest (optional)')
    expect(reason).toHaveFocus()
    expect(reason).toHaveAttribute('maxlength', '500')
    await userEvent.type(reason, '  We are fully booked that night.  ')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }))

    await waitFor(() => {
      expect(writes(calls, 'PATCH')).toEqual([
        expect.objectContaining({
          url: `${LIST}/${eve.id}`,
          body: { status: 'rejected', reason: 'We are fully booked that night.' },
        }),
      ])
    })
    expect(
      await screen.findByText('Reservation rejected: the guest is emailed.'),
    ).toBeInTheDocument()
  })

  it('rejects without a reason when none is given', async () => {
    const { calls } = stubServer(() => [buildReservation({ name: 'Early Eve' })])
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }))
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' }),
    )
    await waitFor(() => {
      expect(writes(calls, 'PATCH')[0]?.body).toEqual({ status: 'rejected', reason: null })
    })
  })

  it('cancels a confirmed booking once staff confirm it, and the guest is emailed', async () => {
    const cy = buildReservation({ name: 'Confirmed Cy', status: 'confirmed', date: '2099-12-31' })
    const inside = buildReservation({
      name: 'Arrived Al',
      status: 'confirmed',
      date: '2099-12-31',
      arrived: 2,
    })
    let rows = [cy, inside]
    const { calls } = stubServer(
      () => rows,
      () => {
        rows = rows.map((r) => (r.id === cy.id ? { ...r, status: 'cancelled' } : r))
        return jsonResponse({ ...cy, status: 'cancelled' })
      },
    )
    renderPage(`${PATH}?status=all`)

    const cancel = await within(
      await screen.findByRole('row', { name: /Confirmed Cy/ }),
    ).findByRole('button', { name: 'Cancel the booking of Confirmed Cy' })
    expect(
      within(row('Arrived Al')).queryByRole('button', { name: /^Cancel the booking/ }),
    ).toBeNull()
    await userEvent.click(cancel)
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel booking' }),
    )
    await waitFor(() => {
      expect(writes(calls, 'POST').map((call) => [call.url, call.body])).toEqual([
        [`${LIST}/${cy.id}/cancel`, { notify_guest: true }],
      ])
    })
    expect(
      await screen.findByText('Booking cancelled: the guest has been emailed.'),
    ).toBeInTheDocument()
  })

  it('undoes a decision while its night is ahead, and shows why the server refuses', async () => {
    const cy = buildReservation({ name: 'Confirmed Cy', status: 'confirmed', date: '2099-12-31' })
    const rae = buildReservation({ name: 'Rejected Rae', status: 'rejected', date: tonight() })
    const pat = buildReservation({ name: 'Past Pat', status: 'confirmed', date: '2020-01-01' })
    const eve = buildReservation({ name: 'Early Eve', date: '2099-12-31' })
    let rows = [cy, rae, pat, eve]
    const { calls } = stubServer(
      () => rows,
      (call) => {
        if (call.url.endsWith(`${cy.id}/undo`)) {
          return errorResponse(
            409,
            'Guests of this reservation have arrived: clear their check-in first.',
            'conflict',
          )
        }
        rows = rows.map((r) => (r.id === rae.id ? { ...r, status: 'pending' } : r))
        return jsonResponse({ ...rae, status: 'pending' })
      },
    )
    renderPage(`${PATH}?status=all`)

    const undoRae = await within(
      await screen.findByRole('row', { name: /Rejected Rae/ }),
    ).findByRole('button', {
      name: 'Undo the decision for Rejected Rae',
    })
    expect(undoRae).toHaveAttribute(
      'title',
      'Back to pending. The guest is not emailed until the next decision.',
    )
    expect(within(row('Past Pat')).queryByRole('button', { name: /^Undo/ })).toBeNull()
    expect(within(row('Early Eve')).queryByRole('button', { name: /^Undo/ })).toBeNull()

    await userEvent.click(undoRae)
    await waitFor(() => {
      expect(writes(calls, 'POST').map((call) => call.url)).toEqual([`${LIST}/${rae.id}/undo`])
    })
    await waitFor(() => {
      expect(within(row('Rejected Rae')).getByText('Pending')).toBeInTheDocument()
    })
    expect(within(row('Rejected Rae')).queryByRole('button', { name: /^Undo/ })).toBeNull()
    expect(
      screen.getByText('Back to pending. The guest is not emailed until the next decision.'),
    ).toBeInTheDocument()

    await userEvent.click(
      within(row('Confirmed Cy')).getByRole('button', {
        name: 'Undo the decision for Confirmed Cy',
      }),
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Guests of this reservation have arrived: clear their check-in first.',
    )
    expect(writes(calls, 'POST').at(-1)?.url).toBe(`${LIST}/${cy.id}/undo`)
  })

  it('edits a booking: every field is sent, a refusal is shown at its field, and the list is read again', async () => {
    const eve = buildReservation({
      name: 'Early Eve',
      email: 'eve@exmaple.com',
      date: '2099-12-31',
      time: '23:00',
      guests: 4,
      occasion: 'birthday',
      requests: 'A cake at midnight.',
      status: 'confirmed',
    })
    let rows = [eve]
    let refuse = true
    const { calls } = stubServer(
      () => rows,
      (call) => {
        if (refuse) return refusal({ guests: '4 guests of this party have already arrived.' })
        rows = [{ ...eve, ...(call.body as Partial<ReservationStaffPublic>), package_name: 'Gold' }]
        return jsonResponse(rows[0])
      },
    )
    renderPage(`${PATH}?status=all`)

    await userEvent.click(
      await screen.findByRole('button', { name: 'Edit reservation for Early Eve' }),
    )
    const dialog = screen.getByRole('dialog', { name: 'Edit reservation' })
    const field = (label: string) => within(dialog).getByLabelText(label)
    expect(field('Date')).toHaveValue('2099-12-31')
    expect(field('Time')).toHaveValue('23:00')
    expect(field('Guests')).toHaveValue(4)
    expect(field('Phone')).toHaveValue('+1 212 555 0147')
    // The guest's name and email can be corrected; the occasion and requests are theirs to edit.
    expect(field('Name')).toHaveValue('Early Eve')
    expect(field('Email (optional)')).toHaveValue('eve@exmaple.com')
    expect(field('Occasion')).toHaveValue('birthday')
    expect(field('Special requests')).toHaveValue('A cake at midnight.')

    await fill(dialog, {
      Name: 'Eve Early',
      'Email (optional)': 'eve@example.com',
      Date: '2099-12-30',
      Time: '01:15',
      Guests: '2',
      Occasion: 'Anniversary',
      'Special requests': 'A quiet booth.',
      Package: 'Gold',
      Phone: '+1 212 555 0199',
      Table: 'VIP 3',
      'Internal notes': 'Regular; likes the booth.',
    })
    // A confirmed guest would be told; staff choose not to this time.
    const notify = within(dialog).getByLabelText(
      'Email the guest what changed (night, arrival, party, area or package)',
    )
    expect(notify).toBeChecked()
    await userEvent.click(notify)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }))

    await waitFor(() => {
      expect(field('Guests')).toHaveAccessibleDescription(
        '4 guests of this party have already arrived.',
      )
    })
    expect(field('Guests')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByText('Failed to update reservation')).toBeInTheDocument()
    expect(writes(calls, 'PUT')).toEqual([
      expect.objectContaining({
        url: `${LIST}/${eve.id}`,
        body: {
          name: 'Eve Early',
          email: 'eve@example.com',
          date: '2099-12-30',
          time: '01:15',
          guests: 2,
          occasion: 'anniversary',
          requests: 'A quiet booth.',
          package_id: GOLD,
          phone: '+1 212 555 0199',
          table_label: 'VIP 3',
          staff_notes: 'Regular; likes the booth.',
          notify_guest: false,
        },
      }),
    ])

    refuse = false
    await fill(dialog, { Guests: '4' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Reservation updated')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(writes(calls, 'PUT')[1]?.body).toMatchObject({ guests: 4 })
    const updated = await screen.findByRole('row', { name: /Eve Early/ })
    expect(within(updated).getByText('1:15 AM')).toBeInTheDocument()
    expect(within(updated).getByText('Regular; likes the booth.')).toBeInTheDocument()
    expect(within(updated).getByText('Gold')).toBeInTheDocument()
  })

  it('takes a booking by phone for the night chosen', async () => {
    const { calls } = stubServer(
      () => [],
      (call) =>
        jsonResponse({ ...buildReservation(), ...(call.body as object), status: 'confirmed' }, 201),
    )
    renderPage()

    await userEvent.click(await screen.findByRole('button', { name: 'New booking' }))
    const dialog = screen.getByRole('dialog', { name: 'New booking' })
    const field = (label: string) => within(dialog).getByLabelText(label)
    expect(within(dialog).getByRole('radio', { name: 'By phone' })).toBeChecked()
    expect(field('Date')).toHaveValue(tonight())

    expect(field('Time')).toHaveValue('22:00')
    expect(field('Time')).toHaveAccessibleDescription('Any time of the night, 6:00 PM to 6:00 AM.')
    await fill(dialog, {
      Name: 'Nina Vale',
      Phone: '+1 212 555 0100',
      Date: '2099-12-31',
      Time: '21:45',
      Guests: '6',
      Occasion: 'Corporate Event',
      'Special requests': 'Sparklers with the first bottle.',
      Package: 'Gold',
      Table: '12',
      'Internal notes': 'Birthday cake at midnight.',
    })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add booking' }))

    expect(
      await screen.findByText('Booking added and confirmed. Nobody is emailed.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(writes(calls, 'POST')).toEqual([
      expect.objectContaining({
        url: LIST,
        body: {
          source: 'phone',
          name: 'Nina Vale',
          email: null,
          phone: '+1 212 555 0100',
          date: '2099-12-31',
          time: '21:45',
          guests: 6,
          occasion: 'corporate',
          requests: 'Sparklers with the first bottle.',
          package_id: GOLD,
          table_label: '12',
          staff_notes: 'Birthday cake at midnight.',
        },
      }),
    ])
  })

  it("adds a walk-in for tonight at the club's time now, with the server's message at the phone when neither phone nor email is given", async () => {
    // 11:02 PM in New York, where the club is; the browser may be anywhere.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-05T04:02:00Z') })
    onTestFinished(() => {
      vi.useRealTimers()
    })
    let refuse = true
    const { calls } = stubServer(
      () => [],
      (call) => {
        if (call.url === '/api/admin/club-settings') return jsonResponse(NEW_YORK_CLUB)
        return refuse
          ? refusal({ phone: "Please give the guest's phone number or email address." })
          : jsonResponse(
              { ...buildReservation(), ...(call.body as object), status: 'confirmed', arrived: 3 },
              201,
            )
      },
    )
    renderPage()

    await userEvent.click(await screen.findByRole('button', { name: 'New booking' }))
    const dialog = screen.getByRole('dialog', { name: 'New booking' })
    const field = (label: string) => within(dialog).getByLabelText(label)
    await waitFor(() => {
      expect(calls.some((call) => call.url === '/api/admin/club-settings')).toBe(true)
    })
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Walk-in' }))
    expect(within(dialog).queryByLabelText('Date')).toBeNull()
    expect(dialog).toHaveTextContent(
      `Tonight, ${formatNightDate('2030-01-04')}. The whole party is checked in.`,
    )
    // Now, rounded up to the next 5 minutes; the occasion and requests are there as for any booking.
    expect(field('Time')).toHaveValue('23:05')
    expect(field('Occasion')).toHaveValue('')
    expect(field('Special requests')).toHaveValue('')

    await fill(dialog, { Name: 'Walk Wes', Guests: '3', 'Special requests': 'Near the DJ booth.' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add booking' }))
    await waitFor(() => {
      expect(field('Phone')).toHaveAccessibleDescription(
        "A phone number or an email address. Please give the guest's phone number or email address.",
      )
    })

    refuse = false
    await fill(dialog, { 'Email (optional)': 'wes@example.com' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add booking' }))
    expect(await screen.findByText('Walk-in added: the party is checked in.')).toBeInTheDocument()
    expect(writes(calls, 'POST').map((call) => call.body)).toEqual([
      expect.objectContaining({ source: 'walk_in', email: null }),
      {
        source: 'walk_in',
        name: 'Walk Wes',
        email: 'wes@example.com',
        phone: null,
        date: '2030-01-04',
        time: '23:05',
        guests: 3,
        occasion: null,
        requests: 'Near the DJ booth.',
        package_id: null,
        table_label: null,
        staff_notes: null,
      },
    ])
  })

  it('searches by name, email or phone: the search goes in the address, the request and the CSV export', async () => {
    const { calls } = stubServer(() => [
      buildReservation({ name: 'Early Eve', email: 'eve@example.com', phone: null }),
      buildReservation({ name: 'Leo Hart', email: 'leo@example.com' }),
    ])
    const { router } = renderPage()
    await screen.findByRole('row', { name: /Early Eve/ })
    const search = screen.getByRole('searchbox', { name: 'Search reservations' })

    await userEvent.type(search, 'leo')
    await waitFor(() => {
      expect(router.state.location.search).toBe('?status=pending&q=leo')
    })
    await waitFor(() => {
      expect(screen.queryByRole('row', { name: /Early Eve/ })).toBeNull()
    })
    expect(row('Leo Hart')).toBeInTheDocument()
    const reads = calls
      .filter((call) => call.method === 'GET' && call.url.startsWith(`${LIST}?`))
      .map((call) => call.url)
    expect(reads).toContain(`${LIST}?status=pending&q=leo`)
    // Sent once typing paused, not a letter at a time.
    expect(reads.filter((url) => url.includes('q='))).toEqual([`${LIST}?status=pending&q=leo`])

    const download = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined)
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() => {
      expect(calls.map((call) => call.url)).toContain(`${LIST}.csv?status=pending&q=leo`)
    })
    await waitFor(() => {
      expect(download).toHaveBeenCalled()
    })

    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }))
    expect(await screen.findByRole('row', { name: /Early Eve/ })).toBeInTheDocument()
    expect(router.state.location.search).toBe('?status=pending')
    expect(search).toHaveValue('')

    await userEvent.type(search, 'nobody')
    expect(await screen.findByText('No pending reservations match “nobody”.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Show all' }))
    expect(await screen.findByRole('row', { name: /Early Eve/ })).toBeInTheDocument()
    expect(router.state.location.search).toBe('?status=all')
    expect(search).toHaveValue('')
  })

  it('reads the search from the address', async () => {
    const { calls } = stubServer(() => [buildReservation({ name: 'Leo Hart' })])
    renderPage(`${PATH}?status=all&q=555`)
    expect(await screen.findByRole('row', { name: /Leo Hart/ })).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'Search reservations' })).toHaveValue('555')
    expect(calls.map((call) => call.url)).toContain(`${LIST}?q=555`)
  })

  it('shows what only staff see: how it came in, the table, the note, the reason given and the door', async () => {
    stubServer(() => [
      buildReservation({
        name: 'Phone Pia',
        source: 'phone',
        email: null,
        phone: '+1 212 555 0101',
        status: 'confirmed',
        guests: 4,
        arrived: 3,
        table_label: 'VIP 3',
        staff_notes: 'Regular.\nLikes the booth.',
      }),
      buildReservation({
        name: 'Walk Wes',
        source: 'walk_in',
        status: 'confirmed',
        guests: 2,
        arrived: 2,
      }),
      buildReservation({ name: 'Gone Gus', status: 'confirmed', no_show: true }),
      buildReservation({
        name: 'Rejected Rae',
        status: 'rejected',
        decline_reason: 'Private hire that night.',
      }),
      buildReservation({ name: 'Web Wren' }),
    ])
    renderPage(`${PATH}?status=all`)

    const pia = await screen.findByRole('row', { name: /Phone Pia/ })
    expect(within(pia).getByText('Phone')).toHaveAttribute('title', 'Booked: Phone')
    expect(within(pia).queryByRole('link', { name: /@/ })).toBeNull()
    expect(within(pia).getByRole('link', { name: '+1 212 555 0101' })).toHaveAttribute(
      'href',
      'tel:+12125550101',
    )
    expect(within(pia).getByText('Table VIP 3')).toBeInTheDocument()
    expect(within(pia).getByText('Note')).toHaveTextContent('Note (staff only)')
    expect(within(pia).getByText(/Likes the booth/)).toBeInTheDocument()
    expect(within(pia).getByText('Arrived 3/4')).toBeInTheDocument()

    expect(within(row('Walk Wes')).getByText('Walk-in')).toBeInTheDocument()
    expect(within(row('Walk Wes')).getByText('Arrived 2/2')).toBeInTheDocument()
    expect(within(row('Gone Gus')).getByText('No-show')).toBeInTheDocument()
    expect(within(row('Rejected Rae')).getByText('Private hire that night.')).toBeInTheDocument()

    const wren = row('Web Wren')
    expect(within(wren).getByRole('link', { name: 'leo@example.com' })).toHaveAttribute(
      'href',
      'mailto:leo@example.com',
    )
    expect(within(wren).queryByText('Phone')).toBeNull()
    expect(within(wren).queryByText(/^Arrived/)).toBeNull()
    expect(within(wren).queryByText('Note')).toBeNull()
  })

  it('offers a host no New booking, Export CSV, Edit or Delete, but decisions and Table and notes', async () => {
    stubServer(() => [buildReservation({ name: 'Early Eve' })], undefined, 'host')
    renderPage()

    const eve = await screen.findByRole('row', { name: /Early Eve/ })
    expect(
      within(eve).getByRole('button', { name: RESERVATION_COMPLETE_EMAILS_TITLE }),
    ).toBeInTheDocument()
    expect(
      within(eve).getByRole('button', { name: 'Table and notes for Early Eve' }),
    ).toHaveTextContent('Table and notes')
    expect(within(eve).queryByRole('button', { name: 'Edit reservation for Early Eve' })).toBeNull()
    expect(within(eve).queryByRole('button', { name: 'Delete' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'New booking' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull()
  })

  it('keeps Edit, Delete, New booking and Export CSV for a manager, with no separate Table and notes', async () => {
    stubServer(() => [buildReservation({ name: 'Early Eve' })], undefined, 'manager')
    renderPage()

    const eve = await screen.findByRole('row', { name: /Early Eve/ })
    expect(
      within(eve).getByRole('button', { name: 'Edit reservation for Early Eve' }),
    ).toBeInTheDocument()
    expect(within(eve).getByRole('button', { name: 'Delete' })).toBeInTheDocument()
    expect(within(eve).queryByRole('button', { name: 'Table and notes for Early Eve' })).toBeNull()
    expect(screen.getByRole('button', { name: 'New booking' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument()
  })

  it("lets a host write a booking's table and internal notes, and nothing else", async () => {
    const eve = buildReservation({
      name: 'Early Eve',
      table_label: 'B2',
      staff_notes: 'Birthday cake at midnight.',
    })
    let rows = [eve]
    const { calls } = stubServer(
      () => rows,
      (call) => {
        rows = [{ ...eve, ...(call.body as Partial<ReservationStaffPublic>) }]
        return jsonResponse(rows[0])
      },
      'host',
    )
    renderPage()

    await userEvent.click(
      await screen.findByRole('button', { name: 'Table and notes for Early Eve' }),
    )
    const dialog = screen.getByRole('dialog', { name: 'Table and notes' })
    expect(within(dialog).getByLabelText('Table')).toHaveValue('B2')
    expect(within(dialog).getByLabelText('Internal notes')).toHaveValue(
      'Birthday cake at midnight.',
    )
    expect(within(dialog).queryByLabelText('Guests')).toBeNull()

    await fill(dialog, { Table: 'VIP 1' })
    await userEvent.clear(within(dialog).getByLabelText('Internal notes'))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }))

    expect(await screen.findByText('Table and notes saved')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(writes(calls, 'PUT')).toEqual([
      expect.objectContaining({
        url: `${LIST}/${eve.id}/note`,
        body: { table_label: 'VIP 1', staff_notes: null },
      }),
    ])
    expect(await screen.findByRole('row', { name: /Table VIP 1/ })).toBeInTheDocument()
  })

  it('shows one area or one table: the choice goes in the address and the request', async () => {
    const asked = buildReservation({
      name: 'Asked Ada',
      area_id: MEZZANINE,
      area_name: 'Mezzanine',
    })
    const seated = buildReservation({ name: 'Seated Sam', table_label: 'M2' })
    const below = buildReservation({ name: 'Below Bo', table_label: 'B1' })
    const { calls } = stubServer(() => [asked, seated, below])
    const { router } = renderPage(`${PATH}?status=all`)
    await screen.findByRole('row', { name: /Below Bo/ })
    // The area a guest asked for stands with the party.
    expect(within(row('Asked Ada')).getByText('Mezzanine')).toBeInTheDocument()

    const area = await screen.findByRole('combobox', { name: 'Area' })
    await within(area).findByRole('option', { name: 'Mezzanine' })
    await userEvent.selectOptions(area, 'Mezzanine')
    await waitFor(() => {
      expect(screen.queryByRole('row', { name: /Below Bo/ })).toBeNull()
    })
    expect(row('Asked Ada')).toBeInTheDocument()
    expect(row('Seated Sam')).toBeInTheDocument()
    expect(router.state.location.search).toContain(`area=${MEZZANINE}`)
    // Only the Mezzanine's tables are offered now.
    const table = screen.getByRole('combobox', { name: 'Table' })
    expect(
      within(table)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All tables', 'M1', 'M2'])
    await userEvent.selectOptions(table, 'M1')
    expect(await screen.findByText('No reservations at M1.')).toBeInTheDocument()
    expect(calls.at(-1)?.url).toContain(`table=${M1.id}`)

    await userEvent.selectOptions(table, 'All tables')
    await userEvent.selectOptions(area, 'All areas')
    expect(await screen.findByRole('row', { name: /Below Bo/ })).toBeInTheDocument()
    expect(router.state.location.search).not.toContain('area=')
  })

  it('offers the table the club would give the party, and shows a refusal at the Table field', async () => {
    const ada = buildReservation({ name: 'Asked Ada', area_id: MEZZANINE, area_name: 'Mezzanine' })
    const { calls } = stubServer(
      () => [ada],
      () =>
        jsonResponse(
          {
            error: {
              code: 'conflict',
              message: "M1 is held by Mara Quinn's party that night.",
              fields: { table_label: "M1 is held by Mara Quinn's party that night." },
            },
          },
          409,
        ),
      'host',
    )
    renderPage()
    await userEvent.click(
      await screen.findByRole('button', { name: 'Table and notes for Asked Ada' }),
    )
    const dialog = screen.getByRole('dialog', { name: 'Table and notes' })
    // The club's tables are offered as staff type.
    const field = within(dialog).getByLabelText('Table')
    await waitFor(() => {
      expect(dialog.querySelectorAll('datalist option')).toHaveLength(3)
    })
    expect(field).toHaveAttribute('list', dialog.querySelector('datalist')?.id)

    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Use M1 · Mezzanine · 4–10 seats' }),
    )
    expect(field).toHaveValue('M1')
    expect(within(dialog).queryByRole('button', { name: /^Use / })).toBeNull()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }))

    expect(
      await within(dialog).findByText("M1 is held by Mara Quinn's party that night."),
    ).toBeInTheDocument()
    expect(field).toHaveAccessibleDescription(/M1 is held by Mara Quinn's party that night\./)
    expect(writes(calls, 'PUT')).toEqual([
      expect.objectContaining({ body: { table_label: 'M1', staff_notes: null } }),
    ])
  })
})
