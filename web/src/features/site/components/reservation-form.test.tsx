import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import {
  RESERVATION_AREA,
  reservationAreaNoTable,
  reservationNightNoTable,
  RESERVATION_SUBMIT,
  RESERVATION_SUBMIT_FAILED,
  RESERVATION_SUBMITTED,
  RESERVATION_SUBMITTING,
  tooManyReservationRequests,
} from '@/messages'
import { deferred, jsonResponse, stubFetch, type FetchCall } from '@/testing/fetch'
import { renderWithProviders } from '@/testing/render'
import { buildSection } from '@/testing/factories'

import { ReservationForm } from './reservation-form'

const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
// A night a month ahead, open; the night after it is closed, the one after that has 4 places.
const NIGHT = isoDay(30)
const CLOSED = isoDay(31)
const NEARLY_FULL = isoDay(32)
const GOLD = '00000000-0000-4000-8000-00000000000a'
const AVAILABILITY = {
  first_date: isoDay(0),
  last_date: isoDay(90),
  after_last_date: 'Reservations open 90 days ahead at most.',
  phone_required: true,
  closed: { [CLOSED]: 'We take bookings for Friday and Saturday nights only.' },
  places_left: { [NEARLY_FULL]: 4 },
  packages_full: { [GOLD]: [NEARLY_FULL] },
}
const CONTACT = {
  id: '00000000-0000-4000-8000-00000000000c',
  title: 'Contact',
  location: null,
  hours: [],
  contact: { phone: '+1 (212) 555-0199', email: 'hello@nocturne.club' },
  map_url: null,
  updated_at: '2026-01-01T00:00:00Z',
}
const PLATINUM = '00000000-0000-4000-8000-00000000000b'
const VIP_ROOM = '00000000-0000-4000-8000-0000000000a2'
const PACKAGES = [
  { id: GOLD, name: 'Gold', price: 1200, description: 'A booth', image: null, includes: [],
    area_ids: [] },
  { id: PLATINUM, name: 'Platinum', price: 3000, description: 'The VIP Room', image: null,
    includes: [], area_ids: [VIP_ROOM] },
] // prettier-ignore

// The form's reads (the nights on offer, the packages) are answered here; each POST of a
// reservation goes to `post`, and only those calls are collected.
function serveForm(
  post: (call: FetchCall) => Response | Promise<Response>,
  availability = AVAILABILITY,
) {
  const posts: FetchCall[] = []
  stubFetch((call) => {
    if (call.url === '/api/reservation-availability') return jsonResponse(availability)
    if (call.url === '/api/packages') return jsonResponse({ data: PACKAGES, count: 1 })
    if (call.url.startsWith('/api/sections/'))
      return jsonResponse(buildSection({ section_name: 'bottle-service' }))
    if (call.url === '/api/contact') return jsonResponse(CONTACT)
    posts.push(call)
    return post(call)
  })
  return { calls: posts }
}

async function fillForm() {
  await userEvent.type(screen.getByLabelText('Name'), 'Ada Lovelace')
  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com')
  await userEvent.type(screen.getByLabelText('Phone'), '+1 212 555 0147')
  await screen.findByRole('option', { name: 'Gold' })
  fireEvent.input(screen.getByLabelText('Date'), { target: { value: NIGHT } })
  await userEvent.selectOptions(screen.getByLabelText('Time'), '11:30 PM')
  await userEvent.type(screen.getByLabelText('Number of Guests'), '6')
}

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

describe('ReservationForm', () => {
  it('keeps the failure text and says why and when after too many requests, with the club’s phone', async () => {
    serveForm(
      () =>
        new Response(
          JSON.stringify({ error: { code: 'too_many_requests', message: 'Too many requests.' } }),
          {
            status: 429,
            headers: { 'Content-Type': 'application/json', 'Retry-After': '420' },
          },
        ),
    )
    renderWithProviders(<ReservationForm />)
    await fillForm()
    await userEvent.click(screen.getByRole('button', { name: RESERVATION_SUBMIT }))

    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText(RESERVATION_SUBMIT_FAILED)).toBeInTheDocument()
    expect(within(alert).getByText(tooManyReservationRequests(7))).toBeInTheDocument()
    expect(await within(alert).findByRole('link', { name: '+1 (212) 555-0199' })).toHaveAttribute(
      'href',
      'tel:+12125550199',
    )
  })

  it('shows no reason for a refusal that is not about too many requests', async () => {
    serveForm(() => json({ error: { code: 'validation', message: 'x', fields: {} } }, 422))
    renderWithProviders(<ReservationForm />)
    await fillForm()
    await userEvent.click(screen.getByRole('button', { name: RESERVATION_SUBMIT }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(RESERVATION_SUBMIT_FAILED)
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument()
  })

  it("sends the reservation, shows 'Submitting...' disabled, then only the success text, and clears", async () => {
    const { promise: answered, resolve: answer } = deferred<Response>()
    const { calls } = serveForm(() => answered)
    renderWithProviders(<ReservationForm />)
    await fillForm()
    await userEvent.click(screen.getByRole('button', { name: RESERVATION_SUBMIT }))

    expect(screen.getByRole('button', { name: RESERVATION_SUBMITTING })).toBeDisabled()
    await waitFor(() => {
      expect(calls).toHaveLength(1)
    })
    expect(calls[0]?.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      date: NIGHT,
      time: '23:30',
      guests: 6,
      occasion: null,
      requests: null,
      phone: '+1 212 555 0147',
      package_id: null,
      area_id: null,
      table_id: null,
      website: '',
    })

    answer(json({ id: '1' }, 201))
    expect(await screen.findByText(RESERVATION_SUBMITTED)).toBeInTheDocument()
    expect(screen.queryByText(RESERVATION_SUBMIT_FAILED)).not.toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toHaveValue('')
    expect(screen.getByLabelText('Number of Guests')).toHaveValue(null)
  })

  it("keeps the values and shows the server's field message and the failure text on a 422", async () => {
    const already = 'You already have a request for this night.'
    serveForm(() =>
      json({ error: { code: 'validation', message: 'x', fields: { date: already } } }, 422),
    )
    renderWithProviders(<ReservationForm />)
    await fillForm()
    await userEvent.click(screen.getByRole('button', { name: RESERVATION_SUBMIT }))

    expect(await screen.findByText(RESERVATION_SUBMIT_FAILED)).toBeInTheDocument()
    expect(screen.getByLabelText('Date')).toHaveAccessibleDescription(already)
    expect(screen.getByLabelText('Date')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace')
  })

  it('brings the first field the server refused into view and focus, on every refusal', async () => {
    const already = 'You already have a request for this night.'
    const tooMany = 'A table takes at most 20 guests.'
    let fields: Record<string, string> = { guests: tooMany, date: already }
    serveForm(() => json({ error: { code: 'validation', message: 'x', fields } }, 422))
    const scrolled: Element[] = []
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (
      this: Element,
    ) {
      scrolled.push(this)
    })
    renderWithProviders(<ReservationForm />)
    await fillForm()
    const button = screen.getByRole('button', { name: RESERVATION_SUBMIT })
    await userEvent.click(button)

    // The date comes before the guests in the form, whatever order the server named them in.
    await waitFor(() => {
      expect(screen.getByLabelText('Date')).toHaveFocus()
    })
    expect(scrolled).toEqual([screen.getByLabelText('Date')])
    expect(screen.getByLabelText('Date')).toHaveAccessibleDescription(already)

    fields = { guests: tooMany }
    await userEvent.click(button)
    await waitFor(() => {
      expect(screen.getByLabelText('Number of Guests')).toHaveFocus()
    })
    expect(scrolled.at(-1)).toBe(screen.getByLabelText('Number of Guests'))
    expect(screen.getByLabelText('Number of Guests')).toHaveAccessibleDescription(tooMany)
    expect(screen.getByText(RESERVATION_SUBMIT_FAILED)).toBeInTheDocument()
    scroll.mockRestore()
  })

  it("bounds the date to the club's booking window and says why a closed or later night is refused", async () => {
    const { calls } = serveForm(() => jsonResponse({ id: '1' }, 201))
    renderWithProviders(<ReservationForm />)
    const date = screen.getByLabelText('Date')
    await waitFor(() => {
      expect(date).toHaveAttribute('max', AVAILABILITY.last_date)
    })
    expect(date).toHaveAttribute('min', AVAILABILITY.first_date)

    await fillForm()
    for (const [night, reason] of [
      [isoDay(91), AVAILABILITY.after_last_date],
      [CLOSED, AVAILABILITY.closed[CLOSED]],
    ] as const) {
      fireEvent.input(date, { target: { value: night } })
      expect(date).toHaveAccessibleDescription(reason)
      expect(date).toHaveAttribute('aria-invalid', 'true')
      expect((date as HTMLInputElement).validationMessage).toBe(reason)
      fireEvent.submit(screen.getByRole('button', { name: RESERVATION_SUBMIT }))
    }
    expect(calls).toHaveLength(0)
    expect(screen.queryByText(RESERVATION_SUBMIT_FAILED)).not.toBeInTheDocument()
  })

  it('says how many places a nearly full night has left and greys out a full package', async () => {
    const { calls } = serveForm(() => jsonResponse({ id: '1' }, 201))
    renderWithProviders(<ReservationForm />)
    await fillForm()
    expect(screen.getByRole('option', { name: 'Gold' })).toBeEnabled()
    fireEvent.input(screen.getByLabelText('Date'), { target: { value: NEARLY_FULL } })
    expect(screen.getByText('4 places left that night.')).toBeInTheDocument()
    expect(screen.getByRole('option', { name: 'Gold (full that night)' })).toBeDisabled()
    fireEvent.input(screen.getByLabelText('Date'), { target: { value: NIGHT } })
    await userEvent.selectOptions(screen.getByLabelText('Package (optional)'), 'Gold')
    await userEvent.click(screen.getByRole('button', { name: RESERVATION_SUBMIT }))
    await waitFor(() => {
      expect(calls).toHaveLength(1)
    })
    expect(calls[0]?.body).toMatchObject({ package_id: GOLD, date: NIGHT })
  })

  it("starts from the night and the package an event's or a package's Reserve chose", async () => {
    serveForm(() => jsonResponse({ id: '1' }, 201))
    renderWithProviders(<ReservationForm />, { path: `/?night=${NIGHT}&package=${GOLD}` })
    expect(screen.getByRole('form', { name: 'Make a Reservation' })).toHaveAttribute(
      'id',
      'reservation-form',
    )
    await waitFor(() => {
      expect(screen.getByLabelText('Date')).toHaveValue(NIGHT)
    })
    await waitFor(() => {
      expect(screen.getByLabelText('Package (optional)')).toHaveValue(GOLD)
    })
  })

  it('offers each area from its minimum spend, and not one with no table left for the party', async () => {
    const MEZZANINE = '00000000-0000-4000-8000-0000000000a1'
    const VIP = VIP_ROOM
    const { calls } = serveForm(() => jsonResponse({ id: '1' }, 201), {
      ...AVAILABILITY,
      currency: 'USD',
      areas: [
        { id: MEZZANINE, name: 'Mezzanine', description: null, minimum_spend_from: 800,
          seats: [[4, 10]] },
        { id: VIP, name: 'VIP Room', description: null, minimum_spend_from: 1500,
          seats: [[6, 12]] },
      ],
      // On the night chosen the VIP Room's table is taken.
      areas_left: { [NIGHT]: { [VIP]: [] } },
    } as typeof AVAILABILITY) // prettier-ignore
    renderWithProviders(<ReservationForm />)
    await fillForm()
    const area = screen.getByLabelText(RESERVATION_AREA)
    expect(
      within(area).getByRole('option', { name: 'Mezzanine: from $800 minimum spend' }),
    ).toBeEnabled()
    expect(
      within(area).getByRole('option', { name: 'VIP Room (full for your party that night)' }),
    ).toBeDisabled()
    await userEvent.selectOptions(area, 'Mezzanine: from $800 minimum spend')
    // A party too big for the Mezzanine's tables is told before sending.
    await userEvent.clear(screen.getByLabelText('Number of Guests'))
    await userEvent.type(screen.getByLabelText('Number of Guests'), '12')
    expect(area).toHaveAccessibleDescription(reservationAreaNoTable('Mezzanine', 12))
    fireEvent.submit(screen.getByRole('button', { name: RESERVATION_SUBMIT }))
    expect(calls).toHaveLength(0)
    await userEvent.clear(screen.getByLabelText('Number of Guests'))
    await userEvent.type(screen.getByLabelText('Number of Guests'), '6')
    fireEvent.submit(screen.getByRole('button', { name: RESERVATION_SUBMIT }))
    await waitFor(() => {
      expect(calls).toHaveLength(1)
    })
    expect(calls[0]?.body).toMatchObject({ area_id: MEZZANINE, guests: 6 })
  })

  it('offers a package sold in some areas only with those areas, and says so', async () => {
    const MEZZANINE = '00000000-0000-4000-8000-0000000000a1'
    const { calls } = serveForm(() => jsonResponse({ id: '1' }, 201), {
      ...AVAILABILITY,
      currency: 'USD',
      areas: [
        { id: MEZZANINE, name: 'Mezzanine', description: null, minimum_spend_from: 800,
          seats: [[4, 10]] },
        { id: VIP_ROOM, name: 'VIP Room', description: null, minimum_spend_from: 1500,
          seats: [[6, 12]] },
      ],
      areas_left: {},
    } as typeof AVAILABILITY) // prettier-ignore
    renderWithProviders(<ReservationForm />)
    await fillForm()
    const pkg = screen.getByLabelText('Package (optional)')
    const area = screen.getByLabelText(RESERVATION_AREA)
    await userEvent.selectOptions(pkg, 'Platinum (VIP Room)')
    expect(
      within(area).getByRole('option', { name: 'Mezzanine (not with Platinum)' }),
    ).toBeDisabled()
    expect(
      within(area).getByRole('option', { name: 'VIP Room: from $1,500 minimum spend' }),
    ).toBeEnabled()
    // The other way round: the Mezzanine chosen, Platinum is not offered with it.
    await userEvent.selectOptions(pkg, 'Gold')
    await userEvent.selectOptions(area, 'Mezzanine: from $800 minimum spend')
    expect(within(pkg).getByRole('option', { name: 'Platinum (VIP Room)' })).toBeDisabled()
    expect(within(pkg).getByRole('option', { name: 'Gold' })).toBeEnabled()
    fireEvent.submit(screen.getByRole('button', { name: RESERVATION_SUBMIT }))
    await waitFor(() => {
      expect(calls).toHaveLength(1)
    })
    expect(calls[0]?.body).toMatchObject({ area_id: MEZZANINE, package_id: GOLD })
  })

  it('lets a guest pick the exact table where the club allows it, and greys out a taken one', async () => {
    const V1 = '00000000-0000-4000-8000-0000000000b1'
    const V2 = '00000000-0000-4000-8000-0000000000b2'
    const V3 = '00000000-0000-4000-8000-0000000000b3'
    const { calls } = serveForm(() => jsonResponse({ id: '1' }, 201), {
      ...AVAILABILITY,
      currency: 'USD',
      areas: [
        { id: VIP_ROOM, name: 'VIP Room', description: null, minimum_spend_from: 1500,
          seats: [[2, 4], [4, 8]],
          tables: [
            { id: V1, label: 'V1', seats_min: 4, seats_max: 8, minimum_spend: 1500 },
            { id: V2, label: 'V2', seats_min: 4, seats_max: 8, minimum_spend: 2000 },
            { id: V3, label: 'V3', seats_min: 2, seats_max: 4, minimum_spend: 1500 },
          ] },
      ],
      // That night V1 is taken.
      areas_left: { [NIGHT]: { [VIP_ROOM]: [[4, 8], [2, 4]] } },
      tables_left: { [NIGHT]: [V2, V3] },
    } as typeof AVAILABILITY) // prettier-ignore
    renderWithProviders(<ReservationForm />)
    await fillForm()
    expect(screen.queryByLabelText('Table (optional)')).toBeNull()
    await userEvent.selectOptions(
      screen.getByLabelText(RESERVATION_AREA),
      'VIP Room: from $1,500 minimum spend',
    )
    const table = screen.getByLabelText('Table (optional)')
    // A party of six: V3 seats four at most and is not offered; V1 is taken that night.
    expect(
      within(table)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Any table in the VIP Room',
      'V1 (taken that night)',
      'V2: 4–8 seats, $2,000 minimum spend',
    ])
    expect(within(table).getByRole('option', { name: 'V1 (taken that night)' })).toBeDisabled()
    await userEvent.selectOptions(table, 'V2: 4–8 seats, $2,000 minimum spend')
    fireEvent.submit(screen.getByRole('button', { name: RESERVATION_SUBMIT }))
    await waitFor(() => {
      expect(calls).toHaveLength(1)
    })
    expect(calls[0]?.body).toMatchObject({ area_id: VIP_ROOM, table_id: V2, guests: 6 })
  })

  it('where requests need a table, refuses a night with none left for the party at the date', async () => {
    const { calls } = serveForm(() => jsonResponse({ id: '1' }, 201), {
      ...AVAILABILITY,
      currency: 'USD',
      requests_need_table: true,
      areas: [
        { id: VIP_ROOM, name: 'VIP Room', description: null, minimum_spend_from: 1500,
          seats: [[2, 4], [4, 8]] },
      ],
      // That night only a table for two to four is left.
      tables_anywhere: { [NIGHT]: [[2, 4]] },
      areas_left: { [NIGHT]: { [VIP_ROOM]: [[2, 4]] } },
    } as typeof AVAILABILITY) // prettier-ignore
    renderWithProviders(<ReservationForm />)
    await fillForm()
    const date = screen.getByLabelText('Date')
    expect(date).toHaveAccessibleDescription(reservationNightNoTable(6))
    fireEvent.submit(screen.getByRole('button', { name: RESERVATION_SUBMIT }))
    expect(calls).toHaveLength(0)
    // A party of four still finds its table; so would six another night.
    await userEvent.clear(screen.getByLabelText('Number of Guests'))
    await userEvent.type(screen.getByLabelText('Number of Guests'), '4')
    expect(date).not.toHaveAccessibleDescription(reservationNightNoTable(4))
    fireEvent.submit(screen.getByRole('button', { name: RESERVATION_SUBMIT }))
    await waitFor(() => {
      expect(calls).toHaveLength(1)
    })
  })

  it('asks for the phone only when the club requires it', async () => {
    serveForm(() => jsonResponse({ id: '1' }, 201), { ...AVAILABILITY, phone_required: false })
    renderWithProviders(<ReservationForm />)
    expect(screen.getByLabelText('Phone')).toBeRequired()
    expect(await screen.findByLabelText('Phone (optional)')).not.toBeRequired()
  })

  it('hides the message box after 5 seconds', async () => {
    serveForm(() => json({ id: '1' }, 201))
    renderWithProviders(<ReservationForm />)
    await fillForm()
    vi.useFakeTimers({ shouldAdvanceTime: true })
    fireEvent.submit(screen.getByRole('button', { name: RESERVATION_SUBMIT }))
    expect(await screen.findByText(RESERVATION_SUBMITTED)).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(4900))
    expect(screen.getByText(RESERVATION_SUBMITTED)).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(200))
    expect(screen.queryByText(RESERVATION_SUBMITTED)).not.toBeInTheDocument()
    vi.useRealTimers()
  })

  it('sends one Idempotency-Key per submission and reuses it when a lost answer is retried', async () => {
    let attempts = 0
    const { calls } = serveForm(() => {
      attempts += 1
      if (attempts === 1) throw new TypeError('Failed to fetch')
      return jsonResponse({ id: String(attempts) }, 201)
    })
    renderWithProviders(<ReservationForm />)
    await fillForm()
    vi.useFakeTimers({ shouldAdvanceTime: true })
    fireEvent.submit(screen.getByRole('button', { name: RESERVATION_SUBMIT }))
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(await screen.findByText(RESERVATION_SUBMITTED)).toBeInTheDocument()
    vi.useRealTimers()

    expect(calls).toHaveLength(2)
    const [first, retry] = calls
    const key = first?.headers.get('Idempotency-Key')
    expect(key).toMatch(/^[0-9a-f]{32}$/)
    expect(retry?.headers.get('Idempotency-Key')).toBe(key)
    expect(retry?.body).toEqual(first?.body)

    await fillForm()
    await userEvent.click(screen.getByRole('button', { name: RESERVATION_SUBMIT }))
    await screen.findByText(RESERVATION_SUBMITTED)
    expect(calls).toHaveLength(3)
    expect(calls[2]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/)
    expect(calls[2]?.headers.get('Idempotency-Key')).not.toBe(key)
  })

  it('does not retry a refusal', async () => {
    const { calls } = serveForm(() =>
      jsonResponse({ error: { code: 'too_many_requests', message: 'Too many requests.' } }, 429),
    )
    renderWithProviders(<ReservationForm />)
    await fillForm()
    await userEvent.click(screen.getByRole('button', { name: RESERVATION_SUBMIT }))
    expect(await screen.findByText(RESERVATION_SUBMIT_FAILED)).toBeInTheDocument()
    expect(calls).toHaveLength(1)
  })
})
