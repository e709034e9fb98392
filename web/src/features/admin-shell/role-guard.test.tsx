import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import type { Role } from '@/lib/roles'
import { ROLE_FORBIDDEN_TITLE } from '@/messages-admin'
import { ROLE_FORBIDDEN } from './messages'
import { buildSession, buildUser } from '@/testing/factories'
import { jsonResponse, stubFetch } from '@/testing/fetch'
import { renderRoutes } from '@/testing/render'

import { RoleGuard, RoleHome } from './role-guard'

// A few admin addresses, each standing for its screen, behind the guard, for an account of `role`.
async function renderGuarded(path: string, role: Role) {
  stubFetch(() => jsonResponse(buildSession({ user: buildUser({ role }) })))
  const screenAt = (name: string) => (
    <RoleGuard>
      <p>{name} screen</p>
    </RoleGuard>
  )
  const rendered = renderRoutes(
    [
      { path: '/admin', element: screenAt('Dashboard') },
      { path: '/admin/club', element: screenAt('Club') },
      { path: '/admin/booking-rules', element: screenAt('Booking Rules') },
      { path: '/admin/users', element: screenAt('Users') },
      { path: '/admin/activity', element: screenAt('Activity') },
      { path: '/admin/door', element: screenAt('Door') },
      { path: '/admin/hero', element: screenAt('Hero') },
      { path: '/admin/elsewhere', element: screenAt('Elsewhere') },
    ],
    { path },
  )
  await rendered.authStore.restore()
  return rendered
}

describe('RoleGuard', () => {
  it("does not open a screen the role may not use: it says why and links to the role's first screen", async () => {
    const { router } = await renderGuarded('/admin/users', 'manager')

    expect(
      await screen.findByRole('heading', { level: 1, name: ROLE_FORBIDDEN_TITLE }),
    ).toBeInTheDocument()
    expect(ROLE_FORBIDDEN_TITLE).toBe('Not available to your role')
    expect(screen.getByText(ROLE_FORBIDDEN)).toBeInTheDocument()
    expect(ROLE_FORBIDDEN).toBe(
      "Your role does not allow this. Ask an owner of the club's admin area.",
    )
    expect(screen.queryByText('Users screen')).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('link', { name: 'Go to Dashboard' }))

    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin')
  })

  it('links a host to its own first screen, the Door', async () => {
    const { router } = await renderGuarded('/admin/booking-rules', 'host')

    await userEvent.click(await screen.findByRole('link', { name: 'Go to Door' }))

    expect(await screen.findByText('Door screen')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin/door')
  })

  it('keeps the Users screen to owners', async () => {
    await renderGuarded('/admin/users', 'manager')
    expect(await screen.findByRole('heading', { name: ROLE_FORBIDDEN_TITLE })).toBeInTheDocument()
    expect(screen.queryByText('Users screen')).not.toBeInTheDocument()
  })

  it('keeps the Activity screen to owners', async () => {
    await renderGuarded('/admin/activity', 'manager')
    expect(await screen.findByRole('heading', { name: ROLE_FORBIDDEN_TITLE })).toBeInTheDocument()
    expect(screen.queryByText('Activity screen')).not.toBeInTheDocument()
  })

  it("keeps the Club screen to those who may read the club's settings", async () => {
    await renderGuarded('/admin/club', 'host')
    expect(await screen.findByRole('heading', { name: ROLE_FORBIDDEN_TITLE })).toBeInTheDocument()
    expect(screen.queryByText('Club screen')).not.toBeInTheDocument()
  })

  it.each<[string, Role]>([
    ['/admin/club', 'owner'],
    ['/admin/club', 'manager'],
    ['/admin/users', 'owner'],
    ['/admin/activity', 'owner'],
    ['/admin/hero', 'manager'],
    ['/admin', 'host'],
  ])('opens %s to a %s', async (path, role) => {
    await renderGuarded(path, role)
    expect(await screen.findByText(/ screen$/)).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: ROLE_FORBIDDEN_TITLE })).not.toBeInTheDocument()
  })

  it('lets through an address that is no screen of the side navigation', async () => {
    await renderGuarded('/admin/elsewhere', 'host')
    expect(await screen.findByText('Elsewhere screen')).toBeInTheDocument()
  })
})

describe('RoleHome', () => {
  // /admin, where signing in leads, with the Dashboard behind RoleHome.
  async function renderHome(role: Role) {
    stubFetch(() => jsonResponse(buildSession({ user: buildUser({ role }) })))
    const rendered = renderRoutes(
      [
        {
          path: '/admin',
          element: (
            <RoleHome>
              <p>Dashboard screen</p>
            </RoleHome>
          ),
        },
        { path: '/admin/door', element: <p>Door screen</p> },
      ],
      { path: '/admin' },
    )
    await rendered.authStore.restore()
    return rendered
  }

  it('takes a host on to the Door, its first screen', async () => {
    const { router } = await renderHome('host')
    expect(await screen.findByText('Door screen')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin/door')
  })

  it.each<Role>(['owner', 'manager'])('lands a %s on the Dashboard', async (role) => {
    const { router } = await renderHome(role)
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin')
  })
})
