import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import type { components } from '@/lib/api/schema'
import {
  ACTIVITY_EMPTY,
  ACTIVITY_LOAD_OLDER,
  ACTIVITY_NO_MATCH,
  ACTIVITY_NO_OLDER,
  FAILED_TO_LOAD_ACTIVITY,
  FAILED_TO_LOAD_OLDER_ACTIVITY,
} from '../messages'
import { buildSession } from '@/testing/factories'
import { errorResponse, jsonResponse, stubFetch } from '@/testing/fetch'
import { renderRoutes } from '@/testing/render'

import { formatDateTime } from '@/lib/format'
import { AUDIT_LOG_PAGE } from '../api/get-audit-log'
import { ActivityPage } from './activity-page'

type AuditEntry = components['schemas']['AuditEntryPublic']

const PATH = '/admin/activity'
const LOG = '/api/admin/audit-log'

let sequence = 0
function buildEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  sequence += 1
  return {
    id: `00000000-0000-4000-a000-${String(sequence).padStart(12, '0')}`,
    at: '2025-03-07T21:04:00.123456Z',
    actor_id: '00000000-0000-4000-8000-000000000001',
    actor: 'ada@nocturne.club',
    address: '203.0.113.7',
    operation: 'decide_reservation',
    action: 'update',
    entity: 'reservations',
    entity_id: '00000000-0000-4000-b000-000000000001',
    summary: 'changed status, decided_at',
    ...overrides,
  }
}

// Entries a minute apart, newest first, starting from `start`.
function buildPage(count: number, start: number): AuditEntry[] {
  return Array.from({ length: count }, (_, index) =>
    buildEntry({
      at: new Date(Date.UTC(2025, 2, 7, 21, 0) - (start + index) * 60_000).toISOString(),
      summary: `change ${String(start + index)}`,
    }),
  )
}

// The signed-in owner and the log; `answer` sees each read's query parameters.
function stubLog(answer: (query: URLSearchParams) => AuditEntry[] | Response) {
  const reads: URLSearchParams[] = []
  const stub = stubFetch((call) => {
    if (call.url.startsWith('/api/auth/token')) return jsonResponse(buildSession())
    if (call.url.startsWith(LOG)) {
      const query = new URL(call.url, location.origin).searchParams
      reads.push(query)
      const rows = answer(query)
      return rows instanceof Response
        ? rows
        : jsonResponse({ data: rows, count: rows.length, keep_days: 365 })
    }
    return errorResponse(404, 'Not found')
  })
  return { ...stub, reads }
}

function renderPage(path = PATH) {
  return renderRoutes([{ path: PATH, element: <ActivityPage /> }], { path })
}

const bodyRows = () => screen.getAllByRole('row').slice(1)

describe('ActivityPage', () => {
  it('lists who changed what, when and from where, and says how long entries are kept', async () => {
    const entries = [
      buildEntry(),
      buildEntry({
        at: '2025-03-06T18:30:00Z',
        actor: 'mail link',
        actor_id: null,
        action: 'create',
        entity: 'events',
        summary: "created 'Friday Night'",
        address: '198.51.100.4',
      }),
      buildEntry({
        action: 'delete',
        entity: 'storage',
        summary: 'deleted a file',
        at: '2025-03-05T10:00:00Z',
      }),
    ]
    const { reads } = stubLog(() => entries)
    renderPage()

    expect(await screen.findByRole('table', { name: 'Activity' })).toBeInTheDocument()
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'When',
      'Who',
      'What',
      'Details',
      'Address',
    ])
    const [first, second, third] = bodyRows()
    expect(first).toHaveTextContent(formatDateTime('2025-03-07T21:04:00.123456Z'))
    expect(within(first as HTMLElement).getByText('ada@nocturne.club')).toBeInTheDocument()
    expect(within(first as HTMLElement).getByText('Updated reservation')).toBeInTheDocument()
    expect(within(first as HTMLElement).getByText('changed status, decided_at')).toBeInTheDocument()
    expect(within(first as HTMLElement).getByText('203.0.113.7')).toBeInTheDocument()
    expect(
      within(first as HTMLElement).getByText(formatDateTime('2025-03-07T21:04:00.123456Z')),
    ).toHaveAttribute('datetime', '2025-03-07T21:04:00.123456Z')
    expect(within(second as HTMLElement).getByText('mail link')).toBeInTheDocument()
    expect(within(second as HTMLElement).getByText('Created event')).toBeInTheDocument()
    expect(within(second as HTMLElement).getByText("created 'Friday Night'")).toBeInTheDocument()
    expect(within(third as HTMLElement).getByText('Deleted file')).toBeInTheDocument()

    expect(screen.getByText('Entries are kept for 365 days.')).toBeInTheDocument()
    // A short page is all there is.
    expect(screen.getByText(ACTIVITY_NO_OLDER)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: ACTIVITY_LOAD_OLDER })).not.toBeInTheDocument()
    expect(Object.fromEntries(reads[0] ?? [])).toEqual({ limit: String(AUDIT_LOG_PAGE) })
  })

  it('says when nothing is recorded yet', async () => {
    stubLog(() => [])
    renderPage()
    expect(await screen.findByText(ACTIVITY_EMPTY)).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('narrows the list to one kind of thing, kept in the address', async () => {
    const { reads } = stubLog((query) =>
      query.get('entity') === 'events'
        ? [buildEntry({ action: 'create', entity: 'events' })]
        : [buildEntry()],
    )
    const { router } = renderPage()
    await screen.findByText('Updated reservation')

    const select = screen.getByRole('combobox', { name: 'What changed' })
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Everything',
      'Page sections',
      'Navigation',
      'Contact info',
      'Events',
      'Gallery',
      'Packages',
      'Menu images',
      'Files',
      'Reservations',
      'Contact messages',
      'Booking rules',
      'Club settings',
      'Security settings',
      'Account sign-in',
      'Blackout dates',
      'Accounts',
    ])
    await userEvent.selectOptions(select, 'Events')

    expect(await screen.findByText('Created event')).toBeInTheDocument()
    expect(screen.queryByText('Updated reservation')).not.toBeInTheDocument()
    expect(router.state.location.search).toBe('?entity=events')
    expect(reads.at(-1)?.get('entity')).toBe('events')
  })

  it('searches by who once typing pauses, kept in the address', async () => {
    const { reads } = stubLog((query) => (query.get('actor') === 'mail' ? [] : [buildEntry()]))
    const { router } = renderPage()
    await screen.findByText('Updated reservation')

    await userEvent.type(screen.getByRole('searchbox', { name: 'Who' }), 'mail')

    expect(await screen.findByText(ACTIVITY_NO_MATCH)).toBeInTheDocument()
    expect(router.state.location.search).toBe('?who=mail')
    // One read for the first screen, one for the search: not one a keystroke.
    expect(reads.map((query) => query.get('actor'))).toEqual([null, 'mail'])
  })

  it('reads the filter from the address', async () => {
    const { reads } = stubLog(() => [buildEntry()])
    renderPage(`${PATH}?entity=reservations&who=ada`)

    await screen.findByText('Updated reservation')
    expect(screen.getByRole('combobox', { name: 'What changed' })).toHaveValue('reservations')
    expect(screen.getByRole('searchbox', { name: 'Who' })).toHaveValue('ada')
    expect(reads[0]?.get('entity')).toBe('reservations')
    expect(reads[0]?.get('actor')).toBe('ada')
  })

  it('loads older entries before the last one shown, until there are no more', async () => {
    const first = buildPage(AUDIT_LOG_PAGE, 0)
    const older = buildPage(3, AUDIT_LOG_PAGE)
    const { reads } = stubLog((query) => (query.has('before') ? older : first))
    renderPage()

    await screen.findByText('change 0')
    expect(bodyRows()).toHaveLength(AUDIT_LOG_PAGE)
    await userEvent.click(screen.getByRole('button', { name: ACTIVITY_LOAD_OLDER }))

    expect(await screen.findByText(`change ${String(AUDIT_LOG_PAGE + 2)}`)).toBeInTheDocument()
    expect(bodyRows()).toHaveLength(AUDIT_LOG_PAGE + 3)
    expect(reads[1]?.get('before')).toBe(first.at(-1)?.at)
    expect(screen.getByText(ACTIVITY_NO_OLDER)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: ACTIVITY_LOAD_OLDER })).not.toBeInTheDocument()
  })

  it('keeps the rows shown when older ones fail to load, and tries again', async () => {
    let fail = true
    stubLog((query) => {
      if (!query.has('before')) return buildPage(AUDIT_LOG_PAGE, 0)
      return fail ? errorResponse(503, 'Unavailable') : buildPage(1, AUDIT_LOG_PAGE)
    })
    renderPage()

    await userEvent.click(await screen.findByRole('button', { name: ACTIVITY_LOAD_OLDER }))
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED_TO_LOAD_OLDER_ACTIVITY)
    expect(bodyRows()).toHaveLength(AUDIT_LOG_PAGE)

    fail = false
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button'))
    expect(await screen.findByText(`change ${String(AUDIT_LOG_PAGE)}`)).toBeInTheDocument()
    await waitFor(() => {
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    })
  })

  it('says so when the log cannot be read', async () => {
    stubLog(() => errorResponse(500, 'Internal error'))
    renderPage()
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED_TO_LOAD_ACTIVITY)
  })
})
