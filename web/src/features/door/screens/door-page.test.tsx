import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { ARRIVALS_OVER_MAX } from '@/lib/api/rules'
import * as realtimeModule from '@/lib/realtime'
import {
  DOOR_EMPTY,
  DOOR_READ_ONLY,
  doorOverCeiling,
  FAILED_TO_LOAD_DOOR,
  FAILED_TO_RECORD_ARRIVAL,
} from '../messages'
import { buildSession } from '@/testing/factories'
import type { FakeSocket } from '@/testing/fake-socket'
import { deferred, errorResponse, jsonResponse, stubFetch, type FetchCall } from '@/testing/fetch'
import { renderRoutes } from '@/testing/render'

import { buildNight, buildParty } from '../testing/factories'
import { formatNightInWords, type DoorNight, type DoorParty } from '../utils/door'
import { DoorPage } from './door-page'

// The real change feed, over sockets the test opens and speaks through as the server would.
vi.mock('@/lib/realtime', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/realtime')>()
  const { fakeSockets } = await import('@/testing/fake-socket')
  const { sockets, ...connection } = fakeSockets()
  return { ...actual, realtime: actual.createRealtime(connection), sockets }
})
const { sockets } = realtimeModule as unknown as { sockets: FakeSocket[] }

const PATH = '/admin/door'
const NIGHT = '/api/admin/door'
const arrivalUrl = (party: DoorParty) => `/api/admin/reservations/${party.id}/arrival`

// The server: the night's parties (changed by each check-in it accepts), and how it answers a
// check-in (by default it accepts it).
function stubServer(
  parties: () => DoorParty[],
  answerArrival?: (call: FetchCall) => Response | Promise<Response>,
  night: Partial<DoorNight> = {},
) {
  return stubFetch(async (call) => {
    if (call.url.startsWith('/api/auth/token')) return jsonResponse(buildSession())
    if (call.url.startsWith(NIGHT) && call.method === 'GET') {
      const date = new URL(call.url, 'http://test').searchParams.get('date')
      return jsonResponse(
        buildNight(parties(), { ...night, ...(date ? { date, tonight: false } : {}) }),
      )
    }
    if (call.method === 'PUT' && call.url.endsWith('/arrival')) {
      if (answerArrival) return await answerArrival(call)
      const party = parties().find((row) => call.url === arrivalUrl(row))
      if (!party) return errorResponse(404, 'Not found')
      Object.assign(party, call.body)
      return jsonResponse(party)
    }
    return errorResponse(404, 'Not found')
  })
}

function renderPage(path = PATH) {
  return renderRoutes([{ path: PATH, element: <DoorPage /> }], { path })
}

const headcount = () => screen.getByRole('status', { name: 'Headcount' })
const card = (name: string) => screen.getByRole('article', { name })

function tonightsParties() {
  return [
    buildParty({
      name: 'Leo Hart',
      time: '22:00',
      guests: 6,
      arrived: 4,
      table_label: 'T4',
      package_name: 'Gold',
      staff_notes: 'Regular: likes the corner booth.',
      occasion: 'birthday',
      requests: 'A cake at midnight.',
    }),
    buildParty({
      name: 'Mia Stone',
      time: '23:30',
      guests: 2,
      phone: '+44 20 7946 0958',
      source: 'phone',
    }),
  ]
}

describe('DoorPage', () => {
  it("shows tonight's parties with the headcount", async () => {
    const { calls } = stubServer(tonightsParties)
    renderPage()

    expect(
      await screen.findByRole('heading', { name: formatNightInWords('2025-11-28') }),
    ).toBeInTheDocument()
    expect(calls.find((call) => call.url.startsWith(NIGHT))?.url).toBe(NIGHT)
    expect(headcount()).toHaveTextContent('4 / 8 guests in')
    expect(headcount()).toHaveTextContent('1 of 2 parties arrived')
    expect(headcount()).toHaveTextContent('0 no-shows')
    expect(headcount()).toHaveAttribute('aria-live', 'polite')
    expect(screen.getByRole('button', { name: 'Tonight' })).toHaveAttribute('aria-pressed', 'true')

    const leo = card('Leo Hart')
    expect(within(leo).getByText('10:00 PM')).toBeInTheDocument()
    expect(within(leo).getByText('4 of 6')).toBeInTheDocument()
    expect(within(leo).getByText('Table T4')).toBeInTheDocument()
    expect(within(leo).getByText(/Gold/)).toBeInTheDocument()
    expect(within(leo).getByText('Staff only')).toBeInTheDocument()
    expect(within(leo).getByText('Regular: likes the corner booth.')).toBeInTheDocument()
    expect(within(leo).getByText('Birthday')).toBeInTheDocument()
    expect(within(leo).getByText(/A cake at midnight/)).toBeInTheDocument()
    expect(within(leo).getByRole('link', { name: '+1 (212) 555-0147' })).toHaveAttribute(
      'href',
      'tel:+12125550147',
    )
    // Someone is in: no no-show toggle.
    expect(within(leo).queryByRole('button', { name: /No-show/ })).toBeNull()

    const mia = card('Mia Stone')
    expect(within(mia).getByText('11:30 PM')).toBeInTheDocument()
    expect(within(mia).getByText('0 of 2')).toBeInTheDocument()
    expect(within(mia).getByText('Phone booking')).toBeInTheDocument()
    expect(
      within(mia).getByRole('button', { name: 'Check out one guest of Mia Stone' }),
    ).toBeDisabled()
    expect(within(mia).getByRole('button', { name: 'No-show: Mia Stone' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
  })

  it("shows what each guest's profile says: VIP, which visit, a birthday near, notes, a block", async () => {
    const parties = [
      buildParty({ name: 'Marcus Lee', guest_id: 'g-marcus', date: '2025-11-28' }),
      buildParty({ name: 'Rex Stone', guest_id: 'g-rex', date: '2025-11-28' }),
    ]
    const guests = {
      'g-marcus': {
        id: 'g-marcus',
        name: 'Marcus Lee',
        tags: ['VIP'],
        visits: 2,
        no_shows: 1,
        notes: 'Knows the owner.',
        birthday: '11-30',
        blocked_reason: null,
      },
      'g-rex': {
        id: 'g-rex',
        name: 'Rex Stone',
        tags: ['Blocked'],
        visits: 0,
        no_shows: 0,
        notes: null,
        birthday: null,
        blocked_reason: 'Fought with security.',
      },
    }
    stubServer(() => parties, undefined, { guests })
    renderPage()

    const marcus = await screen.findByRole('article', { name: 'Marcus Lee' })
    expect(within(marcus).getByText('VIP')).toBeInTheDocument()
    expect(within(marcus).getByText('3rd visit')).toBeInTheDocument()
    expect(within(marcus).getByText('Birthday this week')).toBeInTheDocument()
    expect(within(marcus).getByText('Knows the owner.')).toBeInTheDocument()
    expect(
      within(marcus).getByRole('link', {
        name: 'Open the profile of Marcus Lee: 2 visits, 1 no-show',
      }),
    ).toHaveAttribute('href', '/admin/guests/g-marcus')
    const rex = card('Rex Stone')
    expect(within(rex).getByText('Blocked guest: Fought with security.')).toBeInTheDocument()
    expect(within(rex).getByText('First visit')).toBeInTheDocument()
  })

  it('shows the night by area: a chip for each area with its parties, kept in the address', async () => {
    stubServer(() => [
      buildParty({ name: 'Leo Hart', area_name: 'Mezzanine', table_label: 'M1' }),
      buildParty({ name: 'Ava Reed', area_name: 'VIP Room' }),
      buildParty({ name: 'Mia Stone', area_name: 'Mezzanine' }),
      buildParty({ name: 'Noor Ali' }),
    ])
    const { router } = renderPage()
    const areas = await screen.findByRole('group', { name: 'Areas' })
    expect(
      within(areas)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['All areas4', 'Mezzanine2', 'VIP Room1', 'No area1'])
    await userEvent.click(within(areas).getByRole('button', { name: /^Mezzanine/ }))
    expect(screen.getAllByRole('article')).toHaveLength(2)
    expect(card('Leo Hart')).toBeInTheDocument()
    expect(card('Mia Stone')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?area=Mezzanine')
    await userEvent.click(within(areas).getByRole('button', { name: /^No area/ }))
    expect(screen.getAllByRole('article')).toHaveLength(1)
    expect(card('Noor Ali')).toBeInTheDocument()
    await userEvent.click(within(areas).getByRole('button', { name: /^All areas/ }))
    expect(screen.getAllByRole('article')).toHaveLength(4)
  })

  it('checks in one more guest at once, then keeps what the server answered', async () => {
    const parties = tonightsParties()
    const answer = deferred<Response>()
    const { calls } = stubServer(
      () => parties,
      () => answer.promise,
    )
    renderPage()

    await userEvent.click(
      await screen.findByRole('button', { name: 'Check in one more guest of Mia Stone' }),
    )
    // Shown before the server has answered.
    expect(within(card('Mia Stone')).getByText('1 of 2')).toBeInTheDocument()
    expect(headcount()).toHaveTextContent('5 / 8 guests in')
    expect(headcount()).toHaveTextContent('2 of 2 parties arrived')
    const mia = parties[1] as DoorParty
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: arrivalUrl(mia),
      body: { arrived: 1, no_show: false },
    })

    mia.arrived = 1
    answer.resolve(jsonResponse(mia))
    await waitFor(() => {
      expect(calls.filter((call) => call.url === NIGHT)).toHaveLength(2)
    })
    expect(headcount()).toHaveTextContent('5 / 8 guests in')
  })

  it('counts on from what is shown when the door taps faster than the server answers', async () => {
    const parties = tonightsParties()
    const answers: ((response: Response) => void)[] = []
    const { calls } = stubServer(
      () => parties,
      () =>
        new Promise<Response>((resolve) => {
          answers.push(resolve)
        }),
    )
    renderPage()

    const more = await screen.findByRole('button', { name: 'Check in one more guest of Leo Hart' })
    await userEvent.click(more)
    await userEvent.click(more)
    expect(within(card('Leo Hart')).getByText('6 of 6')).toBeInTheDocument()
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { arrived: 5, no_show: false },
      { arrived: 6, no_show: false },
    ])

    const leo = parties[0] as DoorParty
    answers[0]?.(jsonResponse({ ...leo, arrived: 5 }))
    // The first answer (written into the list) does not undo the second tap, still on its way.
    await act(() => new Promise((settle) => setTimeout(settle, 50)))
    expect(within(card('Leo Hart')).getByText('6 of 6')).toBeInTheDocument()
    expect(calls.filter((call) => call.url === NIGHT)).toHaveLength(1)
    leo.arrived = 6
    answers[1]?.(jsonResponse(leo))
    await waitFor(() => {
      expect(calls.filter((call) => call.url === NIGHT)).toHaveLength(2)
    })
    expect(within(card('Leo Hart')).getByText('6 of 6')).toBeInTheDocument()
    expect(headcount()).toHaveTextContent('6 / 8 guests in')
  })

  it('checks a whole party in and out again', async () => {
    const parties = tonightsParties()
    const { calls } = stubServer(() => parties)
    renderPage()

    await userEvent.click(await screen.findByRole('button', { name: 'All in: Leo Hart' }))
    expect(await within(card('Leo Hart')).findByText('All arrived')).toBeInTheDocument()
    expect(card('Leo Hart')).toHaveAttribute('data-state', 'all-in')
    expect(headcount()).toHaveTextContent('6 / 8 guests in')
    // Friends the party brought can still come in.
    expect(
      within(card('Leo Hart')).getByRole('button', { name: 'Check in one more guest of Leo Hart' }),
    ).toBeEnabled()
    expect(
      within(card('Leo Hart')).getByRole('button', { name: 'All in: Leo Hart' }),
    ).toBeDisabled()

    await userEvent.click(screen.getByRole('button', { name: 'Check out one guest of Leo Hart' }))
    expect(await within(card('Leo Hart')).findByText('5 of 6')).toBeInTheDocument()
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { arrived: 6, no_show: false },
      { arrived: 5, no_show: false },
    ])
  })

  it('lets friends of a party in beyond it, shown as "+2 over" and counted in the headcount', async () => {
    const parties = tonightsParties()
    const { calls } = stubServer(() => parties)
    renderPage()

    await userEvent.click(await screen.findByRole('button', { name: 'All in: Mia Stone' }))
    const more = within(card('Mia Stone')).getByRole('button', {
      name: 'Check in one more guest of Mia Stone',
    })
    await userEvent.click(more)
    await userEvent.click(more)
    expect(await within(card('Mia Stone')).findByText('4 of 2')).toBeInTheDocument()
    expect(within(card('Mia Stone')).getByText('+2 over')).toBeInTheDocument()
    expect(within(card('Mia Stone')).getByText('All arrived')).toBeInTheDocument()
    expect(headcount()).toHaveTextContent('8 / 8 guests in')
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { arrived: 2, no_show: false },
      { arrived: 3, no_show: false },
      { arrived: 4, no_show: false },
    ])

    // One less takes a friend back out.
    await userEvent.click(
      within(card('Mia Stone')).getByRole('button', { name: 'Check out one guest of Mia Stone' }),
    )
    expect(await within(card('Mia Stone')).findByText('+1 over')).toBeInTheDocument()
    expect(headcount()).toHaveTextContent('7 / 8 guests in')
  })

  it('stops at the ceiling beyond the party, and says so', async () => {
    const full = buildParty({ name: 'Ava Stone', guests: 2, arrived: 2 + ARRIVALS_OVER_MAX })
    stubServer(() => [full])
    renderPage()

    const ava = await screen.findByRole('article', { name: 'Ava Stone' })
    expect(within(ava).getByText(`+${String(ARRIVALS_OVER_MAX)} over`)).toBeInTheDocument()
    expect(
      within(ava).getByRole('button', { name: 'Check in one more guest of Ava Stone' }),
    ).toBeDisabled()
    expect(ava).toHaveTextContent(doorOverCeiling(ARRIVALS_OVER_MAX))
    expect(headcount()).toHaveTextContent(`${String(2 + ARRIVALS_OVER_MAX)} / 2 guests in`)
  })

  it('marks a party that did not come as a no-show, and takes it back', async () => {
    const parties = tonightsParties()
    const { calls } = stubServer(() => parties)
    renderPage()

    await userEvent.click(await screen.findByRole('button', { name: 'No-show: Mia Stone' }))
    expect(
      await screen.findByRole('button', { name: 'No-show: Mia Stone', pressed: true }),
    ).toBeInTheDocument()
    expect(card('Mia Stone')).toHaveAttribute('data-state', 'no-show')
    expect(headcount()).toHaveTextContent('1 no-show')
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: arrivalUrl(parties[1] as DoorParty),
      body: { arrived: 0, no_show: true },
    })

    await userEvent.click(screen.getByRole('button', { name: 'No-show: Mia Stone' }))
    expect(
      await screen.findByRole('button', { name: 'No-show: Mia Stone', pressed: false }),
    ).toBeInTheDocument()
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
      arrived: 0,
      no_show: false,
    })
  })

  it("rolls a refused check-in back and says the server's reason on the card", async () => {
    const parties = tonightsParties()
    const refusal = deferred<Response>()
    stubServer(
      () => parties,
      () => refusal.promise,
    )
    renderPage()

    await userEvent.click(
      await screen.findByRole('button', { name: 'Check in one more guest of Leo Hart' }),
    )
    expect(headcount()).toHaveTextContent('5 / 8 guests in')

    refusal.resolve(
      errorResponse(409, 'Only a confirmed reservation can be checked in or marked as a no-show.'),
    )
    expect(await within(card('Leo Hart')).findByRole('alert')).toHaveTextContent(
      'Only a confirmed reservation can be checked in or marked as a no-show.',
    )
    expect(headcount()).toHaveTextContent('4 / 8 guests in')
    expect(within(card('Leo Hart')).getByText('4 of 6')).toBeInTheDocument()

    await userEvent.click(within(card('Leo Hart')).getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says its own message when the server could not answer', async () => {
    const parties = tonightsParties()
    stubServer(
      () => parties,
      () => errorResponse(502, ''),
    )
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'All in: Mia Stone' }))
    expect(await within(card('Mia Stone')).findByRole('alert')).toHaveTextContent(
      FAILED_TO_RECORD_ARRIVAL,
    )
    expect(within(card('Mia Stone')).getByText('0 of 2')).toBeInTheDocument()
  })

  it('re-reads the night when the change feed says a reservation changed (a check-in at another door)', async () => {
    const parties = tonightsParties()
    const { calls } = stubServer(() => parties)
    renderPage()
    await screen.findByRole('article', { name: 'Mia Stone' })
    const socket = sockets.at(-1)
    expect(socket).toBeDefined()
    socket?.open()
    expect(socket?.sent).toContainEqual({ type: 'subscribe', table: 'reservations', section: null })
    const reads = calls.filter((call) => call.url === NIGHT).length

    const mia = parties[1] as DoorParty
    mia.arrived = 2
    socket?.receive({ type: 'change', table: 'reservations', event: 'UPDATE', id: mia.id })

    await waitFor(() => {
      expect(headcount()).toHaveTextContent('6 / 8 guests in')
    })
    expect(calls.filter((call) => call.url === NIGHT).length).toBe(reads + 1)
    expect(within(card('Mia Stone')).getByText('2 of 2')).toBeInTheDocument()
  })

  it('finds a party by name, phone or table as you type', async () => {
    const parties = tonightsParties()
    stubServer(() => parties)
    renderPage()
    const search = await screen.findByRole('searchbox', {
      name: 'Search name, phone, table or area',
    })
    await screen.findByRole('article', { name: 'Mia Stone' })

    await userEvent.type(search, 't4')
    expect(screen.getByRole('article', { name: 'Leo Hart' })).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(1)

    await userEvent.clear(search)
    await userEvent.type(search, '7946 0958')
    expect(screen.getByRole('article', { name: 'Mia Stone' })).toBeInTheDocument()
    expect(screen.queryByRole('article', { name: 'Leo Hart' })).toBeNull()

    await userEvent.clear(search)
    await userEvent.type(search, 'nobody')
    expect(screen.getByText('No party matches “nobody”.')).toBeInTheDocument()
    // The headcount is the night's, whatever the search.
    expect(headcount()).toHaveTextContent('4 / 8 guests in')
  })

  it('goes from night to night, with the night in the address', async () => {
    const parties = tonightsParties()
    const { calls } = stubServer(() => parties)
    const { router } = renderPage()
    await screen.findByRole('article', { name: 'Leo Hart' })

    await userEvent.click(screen.getByRole('button', { name: 'Next night' }))
    expect(router.state.location.search).toBe('?date=2025-11-29')
    expect(
      await screen.findByRole('heading', { name: formatNightInWords('2025-11-29') }),
    ).toBeInTheDocument()
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Tonight' })).toHaveAttribute(
        'aria-pressed',
        'false',
      )
    })
    expect(calls.map((call) => call.url)).toContain(`${NIGHT}?date=2025-11-29`)

    await userEvent.click(screen.getByRole('button', { name: 'Previous night' }))
    await userEvent.click(screen.getByRole('button', { name: 'Previous night' }))
    expect(router.state.location.search).toBe('?date=2025-11-27')
    expect(
      await screen.findByRole('heading', { name: formatNightInWords('2025-11-27') }),
    ).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Tonight' }))
    expect(router.state.location.search).toBe('')
    expect(
      await screen.findByRole('heading', { name: formatNightInWords('2025-11-28') }),
    ).toBeInTheDocument()
  })

  it('opens on the night in the address', async () => {
    const { calls } = stubServer(() => [])
    renderPage(`${PATH}?date=2025-12-31`)
    expect(await screen.findByText(DOOR_EMPTY)).toBeInTheDocument()
    expect(calls.map((call) => call.url)).toContain(`${NIGHT}?date=2025-12-31`)
    expect(
      screen.getByRole('heading', { name: formatNightInWords('2025-12-31') }),
    ).toBeInTheDocument()
    expect(headcount()).toHaveTextContent('0 / 0 guests in')
  })

  it('shows another night read-only, as the server records arrivals on the night itself only', async () => {
    const { calls } = stubServer(tonightsParties)
    renderPage(`${PATH}?date=2025-12-05`)

    const leo = await screen.findByRole('article', { name: 'Leo Hart' })
    expect(screen.getByText(DOOR_READ_ONLY)).toBeInTheDocument()
    expect(within(leo).getByText('4 of 6 arrived')).toBeInTheDocument()
    expect(within(card('Mia Stone')).getByText('0 of 2 arrived')).toBeInTheDocument()
    expect(screen.queryAllByRole('button', { name: /Check in|Check out|All in|No-show/ })).toEqual(
      [],
    )
    expect(headcount()).toHaveTextContent('4 / 8 guests in')

    await userEvent.click(screen.getByRole('button', { name: 'Tonight' }))
    expect(await screen.findByRole('button', { name: 'All in: Mia Stone' })).toBeInTheDocument()
    expect(screen.queryByText(DOOR_READ_ONLY)).toBeNull()
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([])
  })

  it("shows 'Failed to load the door list' with a Refresh button", async () => {
    let fail = true
    const { calls } = stubFetch((call) => {
      if (call.url.startsWith('/api/auth/token')) return jsonResponse(buildSession())
      return fail
        ? errorResponse(500, 'Internal error')
        : jsonResponse(buildNight(tonightsParties()))
    })
    renderPage()

    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED_TO_LOAD_DOOR)
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }))
    expect(await screen.findByRole('article', { name: 'Leo Hart' })).toBeInTheDocument()
    expect(calls.filter((call) => call.url === NIGHT).length).toBeGreaterThanOrEqual(2)
  })
})
