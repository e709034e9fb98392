import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { ToastProvider } from '@/components/toast'
import type { UserPublic } from '@/lib/api/types'
import type { Role } from '@/lib/roles'
import {
  USERS_APPROVE,
  USERS_AWAITING_CONFIRMATION,
  USERS_REVOKE,
  USERS_YOU,
  ownRoleQuestion,
  roleGrantQuestion,
  RESET_TWO_FACTOR_CONFIRM,
  resetTwoFactorLabel,
  resetTwoFactorQuestion,
  twoFactorResetDone,
  userRoleLabel,
} from '../messages'
import { buildSession, buildUser } from '@/testing/factories'
import { errorResponse, jsonResponse, stubFetch, type FetchCall } from '@/testing/fetch'
import { renderRoutes } from '@/testing/render'

import { UsersPage } from './users-page'

const me = buildUser({ email: 'me@nocturne.club', created_at: '2025-01-01T00:00:00Z' })
const waiting = buildUser({
  email: 'new@nocturne.club',
  approved_at: null,
  created_at: '2025-03-01T00:00:00Z',
})
const colleague = buildUser({
  email: 'colleague@nocturne.club',
  created_at: '2025-02-01T00:00:00Z',
})
const unconfirmed = buildUser({
  email: 'unconfirmed@nocturne.club',
  email_confirmed_at: null,
  approved_at: null,
  created_at: '2025-04-01T00:00:00Z',
})

// A signed-in admin (`me`) and a users list the test can change; other calls go to `answer`.
function stubServer(
  users: UserPublic[],
  answer: (call: FetchCall) => Response = () => jsonResponse({}),
) {
  return stubFetch((call) => {
    if (call.url.startsWith('/api/auth/token')) return jsonResponse(buildSession({ user: me }))
    if (call.url === '/api/admin/users') return jsonResponse({ data: users, count: users.length })
    return answer(call)
  })
}

function renderPage() {
  return renderRoutes(
    [
      {
        path: '/admin/users',
        element: (
          <ToastProvider>
            <UsersPage />
          </ToastProvider>
        ),
      },
    ],
    { path: '/admin/users' },
  )
}

const LAST_OWNER = 'The club needs at least one owner: make another account an owner first.'

// The role-change question's dialog, once it is open.
const roleDialog = () => screen.findByRole('dialog', { name: 'Change the role?' })
const putCalls = (calls: FetchCall[]) => calls.filter((call) => call.method === 'PUT')

const rows = () => screen.getAllByRole('row').slice(1)
const row = (email: string) => screen.getByRole('row', { name: new RegExp(email) })

describe('UsersPage', () => {
  it('turns two-factor sign-in off for another account that has it, once the owner confirms', async () => {
    const guarded = buildUser({ email: 'guarded@nocturne.club', two_factor_enabled: true })
    const { calls } = stubServer([{ ...me, two_factor_enabled: true }, guarded, colleague], () =>
      jsonResponse({ ...guarded, two_factor_enabled: false }),
    )
    renderPage()
    await screen.findByRole('table')
    // Offered only where it is on, and never for your own account.
    expect(
      within(row('me@')).queryByRole('button', { name: resetTwoFactorLabel(me.email) }),
    ).toBeNull()
    expect(
      within(row('colleague@')).queryByRole('button', {
        name: resetTwoFactorLabel(colleague.email),
      }),
    ).toBeNull()
    const reset = within(row('guarded@')).getByRole('button', {
      name: resetTwoFactorLabel(guarded.email),
    })

    await userEvent.click(reset)
    let dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveAccessibleDescription(resetTwoFactorQuestion(guarded.email))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(calls.some((call) => call.url.endsWith('/two-factor/reset'))).toBe(false)

    await userEvent.click(reset)
    dialog = await screen.findByRole('dialog')
    await userEvent.click(within(dialog).getByRole('button', { name: RESET_TWO_FACTOR_CONFIRM }))
    expect(await screen.findByText(twoFactorResetDone(guarded.email))).toBeInTheDocument()
    expect(calls.find((call) => call.url.endsWith('/two-factor/reset'))).toMatchObject({
      method: 'POST',
      url: `/api/admin/users/${guarded.id}/two-factor/reset`,
    })
  })

  it('lists the accounts newest first, offering Approve or Revoke but nothing for yourself', async () => {
    stubServer([me, colleague, waiting])
    renderPage()

    await screen.findByRole('table')
    expect(rows().map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'new@nocturne.club',
      'colleague@nocturne.club',
      'me@nocturne.club',
    ])
    expect(within(row('new@')).getByRole('button')).toHaveTextContent(USERS_APPROVE)
    expect(within(row('colleague@')).getByRole('button')).toHaveTextContent(USERS_REVOKE)
    expect(within(row('me@')).queryByRole('button')).not.toBeInTheDocument()
    expect(within(row('me@')).getByText(USERS_YOU)).toBeInTheDocument()
  })

  it('offers no Approve until the address is confirmed', async () => {
    stubServer([me, unconfirmed])
    renderPage()

    await screen.findByRole('table')
    expect(within(row('unconfirmed@')).queryByRole('button')).not.toBeInTheDocument()
    expect(within(row('unconfirmed@')).getByText(USERS_AWAITING_CONFIRMATION)).toBeInTheDocument()
  })

  it('approves an account and reads the list again', async () => {
    const users = [me, waiting]
    const { calls } = stubServer(users, () => {
      users[1] = { ...waiting, approved_at: '2025-03-02T00:00:00Z' }
      return jsonResponse(users[1])
    })
    renderPage()

    await userEvent.click(
      await screen.findByRole('button', { name: `${USERS_APPROVE} new@nocturne.club` }),
    )

    expect(
      await screen.findByRole('button', { name: `${USERS_REVOKE} new@nocturne.club` }),
    ).toBeInTheDocument()
    const approve = calls.find((call) => call.url.endsWith('/approve'))
    expect(approve).toMatchObject({ method: 'POST', url: `/api/admin/users/${waiting.id}/approve` })
    expect(calls.filter((call) => call.url === '/api/admin/users')).toHaveLength(2)
  })

  it("shows the server's reason inline when an action fails", async () => {
    stubServer([me, colleague], () => errorResponse(404, 'No such account.', 'not_found'))
    renderPage()

    await userEvent.click(
      await screen.findByRole('button', { name: `${USERS_REVOKE} colleague@nocturne.club` }),
    )

    expect(await screen.findByRole('alert')).toHaveTextContent('No such account.')
  })

  it("changes an account's role from its Role select, says so, and reads the list again", async () => {
    const users = [me, colleague]
    const { calls } = stubServer(users, (call) => {
      users[1] = { ...colleague, role: 'host' }
      return call.method === 'PUT' ? jsonResponse(users[1]) : jsonResponse({})
    })
    renderPage()

    const select = await screen.findByRole('combobox', {
      name: userRoleLabel('colleague@nocturne.club'),
    })
    expect(select).toHaveValue('owner')
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Owner', 'Manager', 'Host'])
    await userEvent.selectOptions(select, 'Host')

    expect(await screen.findByText('colleague@nocturne.club is now Host.')).toBeInTheDocument()
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: `/api/admin/users/${colleague.id}/role`,
      body: { role: 'host' },
    })
    expect(
      screen.getByRole('combobox', { name: userRoleLabel('colleague@nocturne.club') }),
    ).toHaveValue('host')
    expect(calls.filter((call) => call.url === '/api/admin/users')).toHaveLength(2)
  })

  it("shows the server's reason when the change would leave the club without an owner", async () => {
    stubServer([me, colleague], () => errorResponse(409, LAST_OWNER, 'conflict'))
    renderPage()

    const select = await screen.findByRole('combobox', { name: userRoleLabel('me@nocturne.club') })
    await userEvent.selectOptions(select, 'Manager')
    await userEvent.click(within(await roleDialog()).getByRole('button', { name: 'Make Manager' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(LAST_OWNER)
    await waitFor(() => {
      expect(screen.getByRole('combobox', { name: userRoleLabel('me@nocturne.club') })).toHaveValue(
        'owner',
      )
    })
  })

  it('gives your own new role to the session at once', async () => {
    stubServer([me, colleague], (call) =>
      jsonResponse({ ...me, role: (call.body as { role: string }).role }),
    )
    const { authStore } = renderPage()

    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: userRoleLabel('me@nocturne.club') }),
      'Manager',
    )
    await userEvent.click(within(await roleDialog()).getByRole('button', { name: 'Make Manager' }))

    await waitFor(() => {
      expect(authStore.getState()).toMatchObject({ status: 'signed-in', user: { role: 'manager' } })
    })
  })

  describe('a role change that gives more', () => {
    const host = buildUser({
      email: 'host@nocturne.club',
      role: 'host',
      created_at: '2025-02-01T00:00:00Z',
    })
    const manager = buildUser({
      email: 'manager@nocturne.club',
      role: 'manager',
      created_at: '2025-02-02T00:00:00Z',
    })

    // `me` (an owner), a host and a manager; a role change answers with the account in its new role.
    function renderWithStaff() {
      const users = [me, host, manager]
      const server = stubServer(users, (call) => {
        const role = (call.body as { role: Role }).role
        const index = users.findIndex((user) => call.url === `/api/admin/users/${user.id}/role`)
        users[index] = { ...users[index], role } as UserPublic
        return jsonResponse(users[index])
      })
      renderPage()
      return server
    }
    const roleSelect = (email: string) =>
      screen.findByRole('combobox', { name: userRoleLabel(email) })

    it.each<[string, Role, string]>([
      ['host@nocturne.club', 'owner', 'Owner'],
      ['host@nocturne.club', 'manager', 'Manager'],
      ['manager@nocturne.club', 'owner', 'Owner'],
    ])('asks before making %s %s, saying the account is signed out', async (email, role, label) => {
      const { calls } = renderWithStaff()

      await userEvent.selectOptions(await roleSelect(email), label)

      const dialog = await roleDialog()
      expect(dialog).toHaveAttribute('aria-modal', 'true')
      expect(dialog).toHaveAccessibleDescription(roleGrantQuestion(email, role))
      expect(roleGrantQuestion(email, role)).toContain('signed out everywhere')
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
      expect(putCalls(calls)).toEqual([])
    })

    it('changes nothing when cancelled, by the button or by Escape', async () => {
      const { calls } = renderWithStaff()

      await userEvent.selectOptions(await roleSelect('host@nocturne.club'), 'Owner')
      await userEvent.click(within(await roleDialog()).getByRole('button', { name: 'Cancel' }))
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(await roleSelect('host@nocturne.club')).toHaveValue('host')

      await userEvent.selectOptions(await roleSelect('host@nocturne.club'), 'Manager')
      await roleDialog()
      await userEvent.keyboard('{Escape}')
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(await roleSelect('host@nocturne.club')).toHaveValue('host')
      expect(putCalls(calls)).toEqual([])
    })

    it('applies the change once confirmed', async () => {
      const { calls } = renderWithStaff()

      await userEvent.selectOptions(await roleSelect('host@nocturne.club'), 'Owner')
      await userEvent.click(within(await roleDialog()).getByRole('button', { name: 'Make Owner' }))

      expect(await screen.findByText('host@nocturne.club is now Owner.')).toBeInTheDocument()
      expect(putCalls(calls)).toMatchObject([
        { url: `/api/admin/users/${host.id}/role`, body: { role: 'owner' } },
      ])
      expect(await roleSelect('host@nocturne.club')).toHaveValue('owner')
    })

    it("applies a change that takes someone else's role down at once", async () => {
      const { calls } = renderWithStaff()

      await userEvent.selectOptions(await roleSelect('manager@nocturne.club'), 'Host')

      expect(await screen.findByText('manager@nocturne.club is now Host.')).toBeInTheDocument()
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(putCalls(calls)).toMatchObject([
        { url: `/api/admin/users/${manager.id}/role`, body: { role: 'host' } },
      ])
    })

    it('asks before you take your own role down, and changes nothing when cancelled', async () => {
      const { calls } = renderWithStaff()

      await userEvent.selectOptions(await roleSelect('me@nocturne.club'), 'Host')

      const dialog = await roleDialog()
      expect(dialog).toHaveAccessibleDescription(ownRoleQuestion('host'))
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
      expect(await roleSelect('me@nocturne.club')).toHaveValue('owner')
      expect(putCalls(calls)).toEqual([])
    })
  })

  it('points to the Club screen for the roles that must use two-factor sign-in', async () => {
    stubServer([me])
    renderPage()
    await screen.findByRole('table')
    expect(
      screen.getByText(
        /The roles that must sign in with a second factor are chosen on the Club screen\./,
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to Club' })).toHaveAttribute('href', '/admin/club')
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
  })
})
