import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import type { DashboardPublic } from '@/lib/api/types'
import { realtime } from '@/lib/realtime'
import {
  ADD_NOTIFICATION_ADDRESS,
  ASK_FOR_NOTIFICATION_ADDRESS,
  NOBODY_NOTIFIED,
} from '@/messages-admin'
import { DASHBOARD_NO_RECENT_ACTIVITY, FAILED_TO_LOAD_DASHBOARD } from '../messages'
import { buildSession, buildUser } from '@/testing/factories'
import { errorResponse, jsonResponse, stubFetch } from '@/testing/fetch'
import { renderRoutes } from '@/testing/render'

import { buildDashboard, buildNights } from '../testing/factories'
import type { FakeRealtime } from '@/testing/fake-realtime'
import { DashboardPage } from './dashboard-page'

vi.mock('@/lib/realtime', async () => {
  const { createFakeRealtime } = await import('@/testing/fake-realtime')
  return { realtime: createFakeRealtime() }
})
const live = realtime as unknown as FakeRealtime

function stubServer(dashboard: () => DashboardPublic | Response, session = buildSession()) {
  return stubFetch((call) => {
    if (call.url.startsWith('/api/auth/token')) return jsonResponse(session)
    const answer = dashboard()
    return answer instanceof Response ? answer : jsonResponse(answer)
  })
}

function renderPage() {
  return renderRoutes([{ path: '/admin', element: <DashboardPage /> }], { path: '/admin' })
}

const at = (minutes: number) => new Date(Date.UTC(2025, 2, 1, 21, minutes)).toISOString()

describe('DashboardPage', () => {
  it('warns while nobody is told of new requests, with the way to fix it for those who may', async () => {
    stubServer(() => buildDashboard({ staff_notified: false }))
    renderPage()

    expect(await screen.findByText(NOBODY_NOTIFIED)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: ADD_NOTIFICATION_ADDRESS })).toHaveAttribute(
      'href',
      '/admin/club#club-settings',
    )
  })

  it('tells a host whom to ask, and says nothing once someone is on the list', async () => {
    stubServer(
      () => buildDashboard({ staff_notified: false }),
      buildSession({ user: buildUser({ role: 'host' }) }),
    )
    const { unmount } = renderPage()
    expect(await screen.findByText(ASK_FOR_NOTIFICATION_ADDRESS)).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: ADD_NOTIFICATION_ADDRESS })).toBeNull()
    unmount()

    stubServer(() => buildDashboard())
    renderPage()
    await screen.findByText('Content Sections', { selector: 'dt' })
    expect(screen.queryByText(NOBODY_NOTIFIED)).toBeNull()
  })

  it('shows the four count cards of the product', async () => {
    stubServer(() => buildDashboard())
    renderPage()

    for (const [label, value] of [
      ['Content Sections', '5'],
      ['Gallery Items', '12'],
      ['Events', '3'],
      ['Packages', '4'],
    ] as const) {
      const term = await screen.findByText(label, { selector: 'dt' })
      expect(term.parentElement).toHaveTextContent(`${label}${value}`)
    }
  })

  it('links the pending counts to the filtered tables', async () => {
    stubServer(() => buildDashboard())
    renderPage()

    expect(await screen.findByRole('link', { name: /Pending Reservations\s*1/ })).toHaveAttribute(
      'href',
      '/admin/reservations?status=pending',
    )
    expect(screen.getByRole('link', { name: /Pending Messages\s*2/ })).toHaveAttribute(
      'href',
      '/admin/contact-submissions?status=pending',
    )
  })

  it('shows tonight’s tables and their minimum spend once the club has tables, linked to the floor', async () => {
    stubServer(() =>
      buildDashboard({
        tables_tonight: { booked: 5, total: 20, minimum_spend_booked: 4500, currency: 'USD' },
      }),
    )
    renderPage()
    const card = await screen.findByRole('link', { name: /Tables tonight/ })
    expect(card).toHaveTextContent('Tables tonight5/20$4,500 minimum spend booked')
    expect(card).toHaveAttribute('href', '/admin/floor')
  })

  it('shows no tables card before the club has tables', async () => {
    stubServer(() => buildDashboard({ tables_tonight: null }))
    renderPage()
    await screen.findByText('Content Sections', { selector: 'dt' })
    expect(screen.queryByRole('link', { name: /Tables tonight/ })).toBeNull()
  })

  it("words 'Recent Activity' as docs/product.md has it, in the server's order", async () => {
    stubServer(() =>
      buildDashboard({
        recent: [
          { kind: 'reservation', id: 'r1', at: at(30), name: 'Leo Hart', date: '2025-03-07' },
          { kind: 'contact', id: 'c1', at: at(20), name: 'Ava Stone', subject: 'Private Event' },
          { kind: 'content', id: 's1', at: at(10), section_name: 'bottle-service' },
        ],
      }),
    )
    renderPage()

    const panel = await screen.findByRole('region', { name: 'Recent Activity' })
    const items = within(panel).getAllByRole('listitem')
    expect(items).toHaveLength(3)
    expect(items[0]).toHaveTextContent(/^New Reservation/)
    expect(items[1]).toHaveTextContent(/^New Contact Form/)
    expect(items[2]).toHaveTextContent(/^Content Updated/)
    expect(items[0]).toHaveTextContent(`Leo Hart - ${new Date(2025, 2, 7).toLocaleDateString()}`)
    expect(items[1]).toHaveTextContent('Ava Stone - Private Event')
    expect(items[2]).toHaveTextContent('Bottle-service section was updated')
  })

  it("says 'No recent activity to display' when there is none", async () => {
    stubServer(() => buildDashboard({ recent: [] }))
    renderPage()
    expect(await screen.findByText(DASHBOARD_NO_RECENT_ACTIVITY)).toBeInTheDocument()
  })

  it('charts the coming nights, each named with its figures and linked to its guest list', async () => {
    stubServer(() =>
      buildDashboard({
        nights: buildNights('2025-03-07', [
          [2, 9],
          [0, 0],
          [1, 3],
        ]),
      }),
    )
    renderPage()

    const chart = await screen.findByRole('region', { name: 'The Next Two Weeks' })
    const nights = within(chart).getAllByRole('link')
    expect(nights).toHaveLength(14)
    expect(nights[0]).toHaveAccessibleName(/: 2 reservations, 9 guests$/)
    expect(nights[1]).toHaveAccessibleName(/: 0 reservations, 0 guests$/)
    expect(nights[2]).toHaveAccessibleName(/: 1 reservation, 3 guests$/)
    expect(nights[0]).toHaveAttribute('href', '/admin/reservations?status=all&date=2025-03-07')
  })

  it('refreshes live on changes to content sections, contact submissions and reservations', async () => {
    let dashboard = buildDashboard()
    stubServer(() => dashboard)
    renderPage()
    await screen.findByText(DASHBOARD_NO_RECENT_ACTIVITY)
    expect(live.followed()).toEqual(
      expect.arrayContaining(['content_sections', 'contact_submissions', 'reservations']),
    )

    dashboard = buildDashboard({
      recent: [{ kind: 'contact', id: 'c2', at: at(40), name: 'New Nia', subject: 'Feedback' }],
    })
    live.emit('contact_submissions')

    expect(await screen.findByText('New Nia - Feedback')).toBeInTheDocument()
  })

  it('says when the dashboard cannot be loaded', async () => {
    stubServer(() => errorResponse(500, 'Internal error'))
    renderPage()
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED_TO_LOAD_DASHBOARD)
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument()
  })
})
