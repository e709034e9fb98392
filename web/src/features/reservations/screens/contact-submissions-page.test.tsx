import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import type { ContactSubmissionPublic } from '@/lib/api/types'
import { realtime } from '@/lib/realtime'
import type { Role } from '@/lib/roles'
import {
  FAILED_TO_LOAD_SUBMISSIONS,
  FAILED_TO_UPDATE_SUBMISSION_STATUS,
  NO_CONTACT_SUBMISSIONS,
} from '../messages'
import { buildSession, buildUser } from '@/testing/factories'
import { errorResponse, jsonResponse, stubFetch, type FetchCall } from '@/testing/fetch'
import { renderRoutes } from '@/testing/render'

import { buildContactSubmission } from '../testing/factories'
import { formatDateTime } from '@/lib/format'
import type { FakeRealtime } from '@/testing/fake-realtime'
import { ContactSubmissionsPage } from './contact-submissions-page'

vi.mock('@/lib/realtime', async () => {
  const { createFakeRealtime } = await import('@/testing/fake-realtime')
  return { realtime: createFakeRealtime() }
})
const live = realtime as unknown as FakeRealtime

const PATH = '/admin/contact-submissions'
const LIST = '/api/admin/contact-submissions'

function stubServer(
  list: () => ContactSubmissionPublic[] | Response,
  answer: (call: FetchCall) => Response = () => jsonResponse({}),
  role: Role = 'owner',
) {
  return stubFetch((call) => {
    if (call.url.startsWith('/api/auth/token'))
      return jsonResponse(buildSession({ user: buildUser({ role }) }))
    if (call.url.startsWith(LIST) && call.method === 'GET') {
      const rows = list()
      return rows instanceof Response ? rows : jsonResponse({ data: rows, count: rows.length })
    }
    return answer(call)
  })
}

function renderPage(path = PATH) {
  return renderRoutes([{ path: PATH, element: <ContactSubmissionsPage /> }], { path })
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) })

describe('ContactSubmissionsPage', () => {
  it('lists the messages with their status in words and colour, actions only while pending', async () => {
    stubServer(() => [
      buildContactSubmission({ name: 'Pending Pia', email: 'pia@example.com' }),
      buildContactSubmission({
        name: 'Done Dan',
        status: 'completed',
        completion_time: '2025-03-02T10:00:00Z',
      }),
      buildContactSubmission({ name: 'Nope Nora', status: 'rejected' }),
    ])
    renderPage()

    await screen.findByRole('table')
    expect(within(row('Pending Pia')).getByText('Pending')).toHaveAttribute('data-tone', 'yellow')
    expect(within(row('Done Dan')).getByText('Completed')).toHaveAttribute('data-tone', 'green')
    expect(
      within(row('Done Dan')).getByText(formatDateTime('2025-03-02T10:00:00Z')),
    ).toHaveAttribute('datetime', '2025-03-02T10:00:00Z')
    expect(within(row('Nope Nora')).getByText('Rejected')).toHaveAttribute('data-tone', 'red')

    expect(within(row('Pending Pia')).getByRole('button', { name: 'Complete' })).toBeInTheDocument()
    expect(within(row('Pending Pia')).getByRole('button', { name: 'Reject' })).toBeInTheDocument()
    expect(within(row('Done Dan')).queryByRole('button')).not.toBeInTheDocument()
    expect(within(row('Nope Nora')).queryByRole('button')).not.toBeInTheDocument()
    expect(
      within(row('Pending Pia')).getByRole('link', { name: 'pia@example.com' }),
    ).toHaveAttribute('href', 'mailto:pia@example.com')
  })

  it('completes a pending message and reads the list again', async () => {
    const pia = buildContactSubmission({ name: 'Pending Pia' })
    let rows = [pia]
    const { calls } = stubServer(
      () => rows,
      () => {
        rows = [{ ...pia, status: 'completed', completion_time: '2025-03-02T10:00:00Z' }]
        return jsonResponse(rows[0])
      },
    )
    renderPage()

    await userEvent.click(await screen.findByRole('button', { name: 'Complete' }))

    expect(await within(row('Pending Pia')).findByText('Completed')).toBeInTheDocument()
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
      url: `${LIST}/${pia.id}`,
      body: { status: 'completed' },
    })
  })

  it("shows the server's message on 409 and refreshes the row", async () => {
    const pia = buildContactSubmission({ name: 'Pending Pia' })
    let rows = [pia]
    stubServer(
      () => rows,
      () => {
        rows = [{ ...pia, status: 'rejected' }]
        return errorResponse(409, 'This item was already handled by someone else.', 'conflict')
      },
    )
    renderPage()

    await userEvent.click(await screen.findByRole('button', { name: 'Complete' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This item was already handled by someone else.',
    )
    expect(await within(row('Pending Pia')).findByText('Rejected')).toBeInTheDocument()
    expect(within(row('Pending Pia')).queryByRole('button')).not.toBeInTheDocument()
  })

  it("says 'Failed to update submission status' when any other failure happens", async () => {
    stubServer(
      () => [buildContactSubmission()],
      () => errorResponse(500, 'Internal error'),
    )
    renderPage()

    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED_TO_UPDATE_SUBMISSION_STATUS)
  })

  it("shows 'Failed to load submissions' with a Refresh button that tries again", async () => {
    let fail = true
    stubServer(() =>
      fail ? errorResponse(500, 'Internal error') : [buildContactSubmission({ name: 'Back Bo' })],
    )
    renderPage()

    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED_TO_LOAD_SUBMISSIONS)
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }))
    expect(await screen.findByRole('row', { name: /Back Bo/ })).toBeInTheDocument()
  })

  it("shows 'No contact submissions yet.' when there are none", async () => {
    stubServer(() => [])
    renderPage()
    expect(await screen.findByText(NO_CONTACT_SUBMISSIONS)).toBeInTheDocument()
  })

  it('filters by status through the query string and the address', async () => {
    const { calls } = stubServer(() => [])
    const { router } = renderPage()
    await screen.findByText(NO_CONTACT_SUBMISSIONS)

    const group = screen.getByRole('group', { name: 'Status' })
    expect(within(group).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await userEvent.click(within(group).getByRole('button', { name: 'Pending' }))

    expect(await screen.findByText('No pending contact submissions.')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?status=pending')
    expect(calls.map((call) => call.url)).toContain(`${LIST}?status=pending`)
  })

  it('re-reads the list live when a message arrives', async () => {
    let rows: ContactSubmissionPublic[] = []
    stubServer(() => rows)
    renderPage()
    await screen.findByText(NO_CONTACT_SUBMISSIONS)
    expect(live.followed()).toContain('contact_submissions')

    rows = [buildContactSubmission({ name: 'Live Lou' })]
    live.emit('contact_submissions')

    expect(await screen.findByRole('row', { name: /Live Lou/ })).toBeInTheDocument()
  })

  it('exports the current filter as CSV with the bearer token', async () => {
    const create = vi.fn(() => 'blob:nocturne/csv')
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() })
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    const { calls } = stubServer(
      () => [],
      (call) =>
        call.url.includes('.csv')
          ? new Response('Received,Name\r\n', { headers: { 'Content-Type': 'text/csv' } })
          : jsonResponse({}),
    )
    renderPage(`${PATH}?status=completed`)
    await screen.findByText('No completed contact submissions.')

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))

    await waitFor(() => {
      expect(create).toHaveBeenCalled()
    })
    const exported = calls.find((call) => call.url.includes('.csv'))
    expect(exported?.url).toBe(`${LIST}.csv?status=completed`)
    expect(exported?.headers.get('Authorization')).toMatch(/^Bearer /)
  })

  it('offers a host the answers but no Export CSV', async () => {
    stubServer(() => [buildContactSubmission({ name: 'Pending Pia' })], undefined, 'host')
    renderPage()

    const pia = await screen.findByRole('row', { name: /Pending Pia/ })
    expect(within(pia).getByRole('button', { name: 'Complete' })).toBeInTheDocument()
    expect(within(pia).getByRole('button', { name: 'Reject' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull()
  })
})
