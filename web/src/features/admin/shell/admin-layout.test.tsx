import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { ADMIN_NAV_LABEL, ADMIN_NAV_TOGGLE, PROFILE_TITLE, SIGN_OUT } from '@/messages-admin'
import type { Role } from '@/lib/roles'
import { buildSession, buildUser } from '@/testing/factories'
import { jsonResponse, noContent, stubFetch } from '@/testing/fetch'
import { renderRoutes } from '@/testing/render'

import { AdminLayout } from './admin-layout'
import { AdminSectionPlaceholder } from './admin-section-placeholder'

const SPEC_ENTRIES: [label: string, href: string][] = [
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
  ['Legal Pages', '/admin/legal'],
  ['Search & Sharing', '/admin/seo'],
  ['Drafts', '/admin/drafts'],
  ['Trash', '/admin/trash'],
  ['Contact Submissions', '/admin/contact-submissions'],
  ['Reservations', '/admin/reservations'],
  ['Door', '/admin/door'],
  ['Booking Rules', '/admin/booking-rules'],
  ['Users', '/admin/users'],
  ['Activity', '/admin/activity'],
]

// The shell at `path`, for an account of `role`: the session is opened before the test looks.
async function renderShell(path: string, role: Role = 'owner') {
  const { calls } = stubFetch((call) =>
    call.url === '/api/auth/logout'
      ? noContent()
      : jsonResponse(buildSession({ user: buildUser({ role, email: 'ada@nocturne.club' }) })),
  )
  const shell = (
    <AdminLayout clubName="Nocturne">
      <AdminSectionPlaceholder />
    </AdminLayout>
  )
  const rendered = renderRoutes(
    [
      { path: '/admin', element: shell },
      { path: '/admin/:section', element: shell },
    ],
    { path },
  )
  await rendered.authStore.restore()
  await within(screen.getByRole('navigation', { name: ADMIN_NAV_LABEL })).findByRole('link', { name: 'Dashboard' })
  return { ...rendered, calls }
}

const navLinks = () =>
  within(screen.getByRole('navigation', { name: ADMIN_NAV_LABEL }))
    .getAllByRole('link')
    .map((link) => link.textContent)

describe('AdminLayout', () => {
  it('lists the side navigation of the spec, in order, under an admin-branded title', async () => {
    await renderShell('/admin')
    const nav = screen.getByRole('navigation', { name: ADMIN_NAV_LABEL })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(SPEC_ENTRIES)
    expect(screen.getAllByRole('link', { name: 'Nocturne Admin' }).length).toBeGreaterThan(0)
  })

  it("highlights the open screen's entry and titles the placeholder after it", async () => {
    await renderShell('/admin/gallery')
    const nav = screen.getByRole('navigation', { name: ADMIN_NAV_LABEL })
    expect(within(nav).getByRole('link', { name: 'Gallery' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current')
    expect(screen.getByRole('heading', { level: 1, name: 'Gallery' })).toBeInTheDocument()
  })

  it('folds the navigation behind a toggle on small screens', async () => {
    await renderShell('/admin')
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

  it.each<Role>(['owner', 'manager', 'host'])(
    "links every role's account (a %s's too) to its Profile at the foot, with its address, outside the side navigation",
    async (role) => {
      await renderShell('/admin', role)
      const profile = screen.getByRole('link', { name: PROFILE_TITLE })
      expect(profile).toHaveAttribute('href', '/admin/profile')
      expect(profile).toHaveAccessibleDescription('ada@nocturne.club')
      expect(screen.getByRole('navigation', { name: ADMIN_NAV_LABEL })).not.toContainElement(profile)
    },
  )

  it('signs out on the server and ends the session', async () => {
    const { authStore, calls } = await renderShell('/admin')

    await userEvent.click(screen.getByRole('button', { name: SIGN_OUT }))

    expect(calls.map((call) => call.url)).toContain('/api/auth/logout')
    expect(authStore.getState()).toEqual({ status: 'signed-out' })
  })

  it.each<[Role, string[]]>([
    ['owner', SPEC_ENTRIES.map(([label]) => label)],
    ['manager', SPEC_ENTRIES.map(([label]) => label).filter((label) => label !== 'Users' && label !== 'Activity')],
    ['host', ['Dashboard', 'Contact Submissions', 'Reservations', 'Door']],
  ])('lists to %s only the screens that role may use', async (role, entries) => {
    await renderShell('/admin', role)
    expect(navLinks()).toEqual(entries)
  })
})

describe('the admin screens’ titles', () => {
  it.each(SPEC_ENTRIES)('names the %s screen after its side navigation entry', async (label, href) => {
    await renderShell(href)
    expect(document.title).toBe(`${label} | Admin | Nocturne`)
  })

  it('names the profile after its link, and follows a move to another screen', async () => {
    await renderShell('/admin/profile')
    expect(document.title).toBe('Profile | Admin | Nocturne')
    await userEvent.click(screen.getByRole('link', { name: 'Reservations' }))
    expect(document.title).toBe('Reservations | Admin | Nocturne')
  })
})
