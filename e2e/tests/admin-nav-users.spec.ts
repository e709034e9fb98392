import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'

import { newStaff } from './support/accounts'
import { signInAsStaff } from './support/content-admin'
import { phone } from './support/devices'
import { staffHeaders } from './support/reservations'
import { totpCode } from './support/totp'

const DESKTOP = { width: 1440, height: 900 }
const PASSWORD = 'a-long-enough-password'
const TONIGHT = ['Dashboard', 'Reservations', 'Door', 'Floor', 'Guests', 'Contact Submissions']
const CLUB = ['Club', 'Booking Rules', 'Users', 'Activity']

const sideNav = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' })

// An approved account of `role` (a new account is a host); `twoFactor` turns its two-factor
// sign-in on, as the account itself would.
async function newAccount(
  request: APIRequestContext,
  prefix: string,
  role?: 'manager' | 'owner',
  twoFactor = false,
) {
  const email = `${prefix}-${String(Date.now())}@nocturne.club`
  const id = await newStaff(request, email, PASSWORD, role)
  if (twoFactor) {
    const signedIn = await request.post('/api/auth/token?grant_type=password', {
      data: { email, password: PASSWORD },
      headers: { 'X-Requested-With': 'nocturne' },
    })
    const { access_token: token } = (await signedIn.json()) as { access_token: string }
    const own = { Authorization: `Bearer ${token}` }
    const setup = await request.post('/api/auth/2fa/setup', {
      data: { current_password: PASSWORD },
      headers: own,
    })
    const { secret } = (await setup.json()) as { secret: string }
    const enabled = await request.post('/api/auth/2fa/enable', {
      data: { current_password: PASSWORD, code: totpCode(secret) },
      headers: own,
    })
    expect(enabled.ok()).toBe(true)
  }
  return { email, id }
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

// Wholly inside the window, and not scrolled out of the side navigation's own view.
async function expectWhollyInView(items: Locator[]) {
  for (const item of items) await expect(item).toBeInViewport({ ratio: 1 })
}

test.describe('at 1440×900', () => {
  test.use({ viewport: DESKTOP })

  test("the night's screens and the club's sit in view without scrolling; the site's content folds", async ({
    page,
  }) => {
    await signInAsStaff(page)
    const nav = sideNav(page)
    await expect(nav.getByRole('button', { name: 'Site' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    await expectWhollyInView(
      [...TONIGHT, ...CLUB].map((name) => nav.getByRole('link', { name, exact: true })),
    )
    await page.screenshot({ path: '/tmp/i35-nav-desktop.png' })

    await nav.getByRole('button', { name: 'Site' }).click()
    await nav.getByRole('link', { name: 'Events', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible()
    // Remembered in this browser: still open after a reload on another screen.
    await page.goto('/admin/reservations')
    await expect(nav.getByRole('button', { name: 'Site' })).toHaveAttribute('aria-expanded', 'true')
    await expectWhollyInView(TONIGHT.map((name) => nav.getByRole('link', { name, exact: true })))
  })

  test('a host lands on the Door, at sign-in and at /admin', async ({ page, request }) => {
    const host = await newAccount(request, 'door-host')
    await signIn(page, host.email, PASSWORD)
    await expect(page).toHaveURL(/\/admin\/door$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Door' })).toBeVisible()
    await expect(sideNav(page).getByRole('link')).toHaveText([
      'Reservations',
      'Door',
      'Floor',
      'Guests',
      'Contact Submissions',
    ])
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/door$/)
  })

  test("the Users table shows every row's actions at 1440 px, Reset 2FA included", async ({
    page,
    request,
  }) => {
    const guarded = await newAccount(
      request,
      'users-2fa-with-a-rather-long-address',
      'manager',
      true,
    )
    await signInAsStaff(page, '/admin/users')
    const table = page.getByRole('table')
    const row = table.getByRole('row', { name: new RegExp(guarded.email) })
    const actions = [
      row.getByRole('button', { name: `Turn two-factor sign-in off for ${guarded.email}` }),
      row.getByRole('button', { name: `Revoke ${guarded.email}` }),
    ]
    await expectWhollyInView(actions)
    const frame = page.locator('div:has(> table)')
    const { scrollWidth, clientWidth } = await frame.evaluate((box) => ({
      scrollWidth: box.scrollWidth,
      clientWidth: box.clientWidth,
    }))
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth)
    await row.scrollIntoViewIfNeeded()
    await page.screenshot({ path: '/tmp/i35-users-desktop.png' })
  })

  test('making a host an owner asks first, says it signs them out, and Cancel changes nothing', async ({
    page,
    request,
  }) => {
    const host = await newAccount(request, 'promoted-host')
    await signInAsStaff(page, '/admin/users')
    const role = page.getByRole('combobox', { name: `Role of ${host.email}` })

    await role.selectOption('Owner')
    const dialog = page.getByRole('dialog', { name: 'Change the role?' })
    await expect(dialog).toContainText(`Make ${host.email} Owner?`)
    await expect(dialog).toContainText('signed out everywhere')
    await page.screenshot({ path: '/tmp/i35-role-dialog-desktop.png' })
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(role).toHaveValue('host')
    const headers = await staffHeaders(request)
    const stored = async () => {
      const users = (await (await request.get('/api/admin/users', { headers })).json()) as {
        data: { email: string; role: string }[]
      }
      return users.data.find((user) => user.email === host.email)?.role
    }
    expect(await stored()).toBe('host')

    await role.selectOption('Owner')
    await dialog.getByRole('button', { name: 'Make Owner' }).click()
    await expect(page.getByText(`${host.email} is now Owner.`)).toBeVisible()
    expect(await stored()).toBe('owner')
  })
})

test.describe('on a 390×844 phone', () => {
  test.use(phone())

  test("the drawer keeps the groups, the night's screens first and in view", async ({ page }) => {
    await signInAsStaff(page)
    await page.getByRole('button', { name: 'Toggle admin menu' }).click()
    const nav = sideNav(page)
    await expectWhollyInView(TONIGHT.map((name) => nav.getByRole('link', { name, exact: true })))
    await page.screenshot({ path: '/tmp/i35-nav-phone.png' })
    await nav.getByRole('button', { name: 'Site' }).click()
    await nav.getByRole('link', { name: 'Gallery', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible()
    await expect(nav).toBeHidden()
  })

  test('a host lands on the Door', async ({ page, request }) => {
    const host = await newAccount(request, 'phone-host')
    await signIn(page, host.email, PASSWORD)
    await expect(page).toHaveURL(/\/admin\/door$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Door' })).toBeVisible()
  })

  test('the Users screen shows each account as a card with its actions, the page no wider than the phone', async ({
    page,
    request,
  }) => {
    const guarded = await newAccount(request, 'phone-2fa', 'manager', true)
    await signInAsStaff(page, '/admin/users')
    const row = page.getByRole('row', { name: new RegExp(guarded.email) })
    const revoke = row.getByRole('button', { name: `Revoke ${guarded.email}` })
    await revoke.scrollIntoViewIfNeeded()
    await expectWhollyInView([
      row.getByRole('button', { name: `Turn two-factor sign-in off for ${guarded.email}` }),
      revoke,
    ])
    await expect(row.getByRole('combobox', { name: `Role of ${guarded.email}` })).toBeInViewport({
      ratio: 1,
    })
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await page.screenshot({ path: '/tmp/i35-users-phone.png' })

    await row.getByRole('combobox', { name: `Role of ${guarded.email}` }).selectOption('Owner')
    const dialog = page.getByRole('dialog', { name: 'Change the role?' })
    await expect(dialog).toBeVisible()
    await page.screenshot({ path: '/tmp/i35-role-dialog-phone.png' })
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(row.getByRole('combobox', { name: `Role of ${guarded.email}` })).toHaveValue(
      'manager',
    )
  })
})
