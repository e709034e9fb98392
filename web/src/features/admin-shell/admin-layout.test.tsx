import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { PROFILE_TITLE } from '@/messages-admin'
import { ADMIN_NAV_LABEL, ADMIN_NAV_TOGGLE, SIGN_OUT } from './messages'
import type { Role } from '@/lib/roles'
import { buildSession, buildUser } from '@/testing/factories'
import { jsonResponse, noContent, stubFetch } from '@/testing/fetch'
import { renderRoutes } from '@/testing/render'

import { AdminLayout } from './admin-layout'
import { AdminSectionPlaceholder } from './admin-section-placeholder'

// The side navigation's groups and their entries, in order.
const GROUPS: [group: string, entries: [label: string, href: string][]][] = [
  [
    'Tonight',
    [
      ['Dashboard', '/admin'],
      ['Reservations', '/admin/reservations'],
      ['Door', '/admin/door'],
      ['Floor', '/admin/floor'],
      ['Guests', '/admin/guests'],
      ['Contact Submissions', '/admin/contact-submissions'],
    ],
  ],
  [
    'Site',
    [
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
    ],
  ],
  [
    'Club',
    [
      ['Club', '/admin/club'],
      ['Booking Rules', '/admin/booking-rules'],
      ['Users', '/admin/users'],
      ['Activity', '/admin/activity'],
    ],
  ],
]
const SPEC_ENTRIES = GROUPS.flatMap(([, entries]) => entries)

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
  await within(sideNav()).findByRole('link', { name: role === 'host' ? 'Door' : 'Dashboard' })
  return { ...rendered, calls }
}

const sideNav = () => screen.getByRole('navigation', { name: ADMIN_NAV_LABEL })
const groupButton = (name: string) => within(sideNav()).getByRole('button', { name })
const navLinks = () =>
  within(sideNav())
    .getAllByRole('link')
    .map((link) => link.textContent)

// Opens every folded group, so that all the entries the role has are listed.
async function openAllGroups() {
  for (const button of within(sideNav()).getAllByRole('button')) {
    if (button.getAttribute('aria-expanded') === 'false') await userEvent.click(button)
  }
}

describe('AdminLayout', () => {
  it('lists the side navigation of the product’s rules, in its groups and in order, under an admin-branded title', async () => {
    await renderShell('/admin')
    await openAllGroups()
    const nav = sideNav()
    expect(
      within(nav)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(GROUPS.map(([group]) => group))
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(SPEC_ENTRIES)
    expect(screen.getAllByRole('link', { name: 'Nocturne Admin' }).length).toBeGreaterThan(0)
  })

  it("highlights the open screen's entry and titles the placeholder after it", async () => {
    await renderShell('/admin/gallery')
    const nav = screen.getByRole('navigation', { name: ADMIN_NAV_LABEL })
    expect(within(nav).getByRole('link', { name: 'Gallery' })).toHaveAttribute(
      'aria-current',
      'page',
    )
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
      expect(screen.getByRole('navigation', { name: ADMIN_NAV_LABEL })).not.toContainElement(
        profile,
      )
    },
  )

  it('signs out on the server and ends the session', async () => {
    const { authStore, calls } = await renderShell('/admin')

    await userEvent.click(screen.getByRole('button', { name: SIGN_OUT }))

    expect(calls.map((call) => call.url)).toContain('/api/auth/logout')
    expect(authStore.getState()).toEqual({ status: 'signed-out' })
  })

  it.each<[Role, string[], string[]]>([
    ['owner', ['Tonight', 'Site', 'Club'], SPEC_ENTRIES.map(([label]) => label)],
    [
      'manager',
      ['Tonight', 'Site', 'Club'],
      SPEC_ENTRIES.map(([label]) => label).filter(
        (label) => label !== 'Users' && label !== 'Activity',
      ),
    ],
    // The Door is a host's first screen (/admin takes it there), so it has no Dashboard entry.
    ['host', ['Tonight'], ['Reservations', 'Door', 'Floor', 'Guests', 'Contact Submissions']],
  ])(
    'lists to %s only the screens that role may use, and only the groups holding some',
    async (role, groups, entries) => {
      await renderShell('/admin/door', role)
      await openAllGroups()
      expect(
        within(sideNav())
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(groups)
      expect(navLinks()).toEqual(entries)
    },
  )
})

describe('the side navigation’s groups', () => {
  it('starts with Tonight and Club open and the long Site list folded, each a disclosure button', async () => {
    await renderShell('/admin')
    for (const [group, entries] of GROUPS) {
      const button = groupButton(group)
      const open = group !== 'Site'
      expect(button).toHaveAttribute('aria-expanded', String(open))
      const list = document.getElementById(button.getAttribute('aria-controls') ?? '')
      if (open) {
        expect(list).toBeInTheDocument()
        expect(
          within(list as HTMLElement)
            .getAllByRole('link')
            .map((link) => link.textContent),
        ).toEqual(entries.map(([label]) => label))
      } else {
        expect(list).toBeNull()
        expect(within(sideNav()).queryByRole('link', { name: entries[0]?.[0] })).toBeNull()
      }
    }
  })

  it('opens and folds a group from the keyboard', async () => {
    await renderShell('/admin')
    groupButton('Site').focus()
    await userEvent.keyboard('{Enter}')
    expect(groupButton('Site')).toHaveAttribute('aria-expanded', 'true')
    expect(within(sideNav()).getByRole('link', { name: 'Gallery' })).toBeVisible()

    groupButton('Tonight').focus()
    await userEvent.keyboard(' ')
    expect(groupButton('Tonight')).toHaveAttribute('aria-expanded', 'false')
    expect(within(sideNav()).queryByRole('link', { name: 'Reservations' })).toBeNull()
  })

  it('remembers in this browser which groups were left open or folded', async () => {
    const first = await renderShell('/admin')
    await userEvent.click(groupButton('Site'))
    await userEvent.click(groupButton('Club'))
    first.unmount()

    await renderShell('/admin')
    expect(groupButton('Site')).toHaveAttribute('aria-expanded', 'true')
    expect(groupButton('Club')).toHaveAttribute('aria-expanded', 'false')
    expect(groupButton('Tonight')).toHaveAttribute('aria-expanded', 'true')
  })

  it('opens the group holding the open screen, even one left folded, and lets it be folded there', async () => {
    const first = await renderShell('/admin')
    await userEvent.click(groupButton('Club'))
    first.unmount()

    await renderShell('/admin/users')
    expect(groupButton('Club')).toHaveAttribute('aria-expanded', 'true')
    expect(within(sideNav()).getByRole('link', { name: 'Users' })).toHaveAttribute(
      'aria-current',
      'page',
    )

    await userEvent.click(groupButton('Club'))
    expect(groupButton('Club')).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(within(sideNav()).getByRole('link', { name: 'Door' }))
    expect(groupButton('Club')).toHaveAttribute('aria-expanded', 'false')
    expect(groupButton('Tonight')).toHaveAttribute('aria-expanded', 'true')
  })

  it('keeps its groups in the phone drawer', async () => {
    await renderShell('/admin/gallery')
    await userEvent.click(screen.getByRole('button', { name: ADMIN_NAV_TOGGLE }))
    expect(groupButton('Site')).toHaveAttribute('aria-expanded', 'true')
    await userEvent.click(within(sideNav()).getByRole('link', { name: 'Door' }))
    expect(screen.getByRole('button', { name: ADMIN_NAV_TOGGLE })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Door' })).toBeInTheDocument()
  })
})

describe('the admin screens’ titles', () => {
  it.each(SPEC_ENTRIES)(
    'names the %s screen after its side navigation entry',
    async (label, href) => {
      await renderShell(href)
      expect(document.title).toBe(`${label} | Admin | Nocturne`)
    },
  )

  it('names the profile after its link, and follows a move to another screen', async () => {
    await renderShell('/admin/profile')
    expect(document.title).toBe('Profile | Admin | Nocturne')
    await userEvent.click(screen.getByRole('link', { name: 'Reservations' }))
    expect(document.title).toBe('Reservations | Admin | Nocturne')
  })
})
