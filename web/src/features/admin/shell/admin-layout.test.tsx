import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { ADMIN_NAV_LABEL, ADMIN_NAV_TOGGLE, SIGN_OUT } from '@/messages'
import { buildSession } from '@/testing/factories'
import { jsonResponse, noContent, stubFetch } from '@/testing/fetch'
import { renderRoutes } from '@/testing/render'

import { AdminLayout } from './admin-layout'
import { AdminSectionPlaceholder } from './admin-section-placeholder'

const SPEC_ENTRIES = [
  ['Dashboard', '/admin'],
  ['Hero', '/admin/hero'],
  ['Navigation', '/admin/navigation'],
  ['Content', '/admin/content'],
  ['Gallery', '/admin/gallery'],
  ['Events', '/admin/events'],
  ['Services', '/admin/bottle-service'],
  ['Menu', '/admin/menu'],
  ['Contact Info', '/admin/contact'],
  ['Footer', '/admin/footer'],
  ['Contact Submissions', '/admin/contact-submissions'],
  ['Reservations', '/admin/reservations'],
  ['Door', '/admin/door'],
  ['Booking Rules', '/admin/booking-rules'],
  ['Users', '/admin/users'],
]

function renderShell(path: string) {
  const shell = (
    <AdminLayout clubName="Nocturne">
      <AdminSectionPlaceholder />
    </AdminLayout>
  )
  return renderRoutes(
    [
      { path: '/admin', element: shell },
      { path: '/admin/:section', element: shell },
    ],
    { path },
  )
}

describe('AdminLayout', () => {
  it('lists the side navigation of the spec, in order, under an admin-branded title', () => {
    renderShell('/admin')
    const nav = screen.getByRole('navigation', { name: ADMIN_NAV_LABEL })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(SPEC_ENTRIES)
    expect(screen.getAllByRole('link', { name: 'Nocturne Admin' }).length).toBeGreaterThan(0)
  })

  it("highlights the open screen's entry and titles the placeholder after it", () => {
    renderShell('/admin/gallery')
    const nav = screen.getByRole('navigation', { name: ADMIN_NAV_LABEL })
    expect(within(nav).getByRole('link', { name: 'Gallery' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current')
    expect(screen.getByRole('heading', { level: 1, name: 'Gallery' })).toBeInTheDocument()
  })

  it('folds the navigation behind a toggle on small screens', async () => {
    renderShell('/admin')
    const toggle = screen.getByRole('button', { name: ADMIN_NAV_TOGGLE })
    const sidebar = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(sidebar).toHaveClass('hidden', 'lg:flex')

    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(sidebar).not.toHaveClass('hidden')

    await userEvent.keyboard('{Escape}')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  it('signs out on the server and ends the session', async () => {
    const { calls } = stubFetch((call) =>
      call.url === '/api/auth/logout' ? noContent() : jsonResponse(buildSession()),
    )
    const { authStore } = renderShell('/admin')
    await authStore.restore()

    await userEvent.click(screen.getByRole('button', { name: SIGN_OUT }))

    expect(calls.map((call) => call.url)).toContain('/api/auth/logout')
    expect(authStore.getState()).toEqual({ status: 'signed-out' })
  })
})
