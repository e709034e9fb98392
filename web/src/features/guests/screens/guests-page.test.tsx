import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { ToastProvider } from '@/components/toast'
import { formatNightDate } from '@/lib/format'
import { EXPORT_CSV } from '@/messages-admin'
import type { Role } from '@/lib/roles'
import { buildSession, buildUser } from '@/testing/factories'
import { errorResponse, jsonResponse, stubFetch } from '@/testing/fetch'
import { renderRoutes } from '@/testing/render'

import type { GuestsPage as GuestsAnswer } from '../api/get-guests'
import {
  GUESTS_EMPTY,
  guestsNoMatch,
  NEXT_PAGE,
  PHONE_UNREADABLE,
  PREVIOUS_PAGE,
  SHOW_ALL,
} from '../messages'
import { buildListed, USUAL_TAGS } from '../testing/factories'
import { GuestsPage } from './guests-page'

const PATH = '/admin/guests'
const TAGS = [...USUAL_TAGS, 'Champagne']

const AVA = buildListed({
  name: 'Ava Reed',
  email: 'ava@example.com',
  phone: '+1 212 555 0101',
  tags: ['VIP', 'Regular'],
  visits: 4,
  no_shows: 1,
  bookings: 6,
  last_visit: '2026-03-06',
})
const MARCUS = buildListed({
  name: 'Marcus Lee',
  email: null,
  phone: '0049 12',
  phone_unreadable: true,
  tags: [],
  visits: 0,
  no_shows: 0,
  bookings: 1,
})
// A full first page: Ava, Marcus, then 48 others.
const FIRST_PAGE = [
  AVA,
  MARCUS,
  ...Array.from({ length: 48 }, (_, index) => buildListed({ name: `Guest ${String(index + 3)}` })),
]

// The signed-in account of `role`, and the list: `answer` sees each read's query.
function renderPage(
  role: Role = 'manager',
  answer: (query: URLSearchParams) => Partial<GuestsAnswer> = () => ({}),
  path = PATH,
) {
  const reads: URLSearchParams[] = []
  stubFetch((call) => {
    if (call.url.startsWith('/api/auth/token'))
      return jsonResponse(buildSession({ user: buildUser({ role }) }))
    const list = call.url === '/api/admin/guests' || call.url.startsWith('/api/admin/guests?')
    if (call.method === 'GET' && list) {
      const query = new URL(call.url, location.origin).searchParams
      reads.push(query)
      return jsonResponse({ data: FIRST_PAGE, count: 312, tags: TAGS, ...answer(query) })
    }
    return errorResponse(404, 'Not found')
  })
  const { router } = renderRoutes(
    [
      {
        path: PATH,
        element: (
          <ToastProvider>
            <GuestsPage />
          </ToastProvider>
        ),
      },
    ],
    { path },
  )
  return { reads, router }
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) })

describe('GuestsPage', () => {
  it('lists the guests with their tags, contact, counts and last visit, each opening its profile', async () => {
    renderPage()
    expect(await screen.findByRole('heading', { level: 1, name: 'Guests' })).toBeInTheDocument()
    await screen.findByRole('table', { name: 'Guests' })
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Guest',
      'Email',
      'Phone',
      'Visits',
      'No-shows',
      'Bookings',
      'Last visit',
    ])
    const ava = rowOf('Ava Reed')
    expect(within(ava).getByRole('link', { name: 'Ava Reed' })).toHaveAttribute(
      'href',
      `/admin/guests/${AVA.id}`,
    )
    expect(within(ava).getByText('VIP')).toBeInTheDocument()
    expect(within(ava).getByText('Regular')).toBeInTheDocument()
    expect(within(ava).getByRole('link', { name: 'ava@example.com' })).toHaveAttribute(
      'href',
      'mailto:ava@example.com',
    )
    expect(within(ava).getByRole('link', { name: '+1 212 555 0101' })).toBeInTheDocument()
    expect(
      within(ava)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Emailava@example.com',
      'Phone+1 212 555 0101',
      'Visits4',
      'No-shows1',
      'Bookings6',
      `Last visit${formatNightDate('2026-03-06')}`,
    ])
    expect(within(ava).queryByText(PHONE_UNREADABLE)).not.toBeInTheDocument()
    // A number that could not be read says so.
    const marcus = rowOf('Marcus Lee')
    expect(within(marcus).getByText(PHONE_UNREADABLE)).toBeInTheDocument()
    // Managers export what the list finds.
    expect(screen.getByRole('button', { name: EXPORT_CSV })).toBeInTheDocument()
  })

  it('searches and filters by tag through the address, and pages fifty at a time', async () => {
    const { reads, router } = renderPage('manager', (query) =>
      query.get('offset') === '50'
        ? { data: FIRST_PAGE.slice(0, 10).map((guest) => ({ ...guest, id: `${guest.id}-2` })) }
        : {},
    )
    const pages = await screen.findByRole('navigation', { name: 'Pages' })
    expect(pages).toHaveTextContent('1–50 of 312')
    expect(within(pages).getByRole('button', { name: PREVIOUS_PAGE })).toBeDisabled()

    await userEvent.click(within(pages).getByRole('button', { name: NEXT_PAGE }))
    await waitFor(() => {
      expect(pages).toHaveTextContent('51–60 of 312')
    })
    expect(router.state.location.search).toBe('?page=2')
    expect(reads.at(-1)?.get('offset')).toBe('50')
    expect(within(pages).getByRole('button', { name: PREVIOUS_PAGE })).toBeEnabled()

    // A search starts again from the first page; the tag narrows it further.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search guests' }), 'ava')
    await waitFor(() => {
      expect(router.state.location.search).toBe('?q=ava')
    })
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tag' }), 'Champagne')
    expect(router.state.location.search).toBe('?q=ava&tag=Champagne')
    await waitFor(() => {
      expect(Object.fromEntries(reads.at(-1) ?? [])).toEqual({ q: 'ava', tag: 'Champagne' })
    })
    expect(screen.getByRole('combobox', { name: 'Tag' })).toHaveValue('Champagne')
  })

  it('reads the search and tag from the address, and says when nothing matches', async () => {
    const { reads, router } = renderPage(
      'manager',
      () => ({ data: [], count: 0 }),
      `${PATH}?q=zed&tag=VIP`,
    )
    expect(await screen.findByText(guestsNoMatch('zed', 'VIP'))).toBeInTheDocument()
    expect(Object.fromEntries(reads[0] ?? [])).toEqual({ q: 'zed', tag: 'VIP' })
    expect(screen.getByRole('searchbox', { name: 'Search guests' })).toHaveValue('zed')
    expect(screen.getByRole('combobox', { name: 'Tag' })).toHaveValue('VIP')
    await userEvent.click(screen.getByRole('button', { name: SHOW_ALL }))
    expect(router.state.location.search).toBe('')
    expect(await screen.findByText(GUESTS_EMPTY)).toBeInTheDocument()
  })

  it('shows a host the list without the export', async () => {
    renderPage('host')
    await screen.findByRole('table', { name: 'Guests' })
    expect(screen.queryByRole('button', { name: EXPORT_CSV })).not.toBeInTheDocument()
  })
})
