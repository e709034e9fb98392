import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { verificationPath } from './support/outbox'

// start-server.sh creates this approved admin.
const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'e2e-admin@nocturne.club',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password',
}

// The side navigation's groups in order: Tonight, Site, Club.
const SIDE_NAV = [
  'Dashboard',
  'Reservations',
  'Door',
  'Floor',
  'Guests',
  'Contact Submissions',
  'Hero',
  'Navigation',
  'Content',
  'Gallery',
  'Events',
  'Services',
  'Menu',
  'Contact Info',
  'Footer',
  'Legal Pages',
  'Search & Sharing',
  'Drafts',
  'Trash',
  'Club',
  'Booking Rules',
  'Users',
  'Activity',
]
// A new account is a host until an owner gives it another role: the door, the reservations and
// the messages, the floor and the guests' profiles (the Door is its first screen, in place of the Dashboard).
const HOST_NAV = ['Reservations', 'Door', 'Floor', 'Guests', 'Contact Submissions']

const sideNav = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' })
const redBox = (page: Page) => page.getByRole('alert')

async function fillCredentials(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/admin/login')
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
  await fillCredentials(page, email, password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

test('a new account signs up, confirms its email, is approved, signs in, keeps its session across a reload and signs out', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const email = `staff-${Date.now()}@nocturne.club`
  const password = 'a-long-enough-password'

  await test.step('sign up', async () => {
    await page.goto('/admin/login')
    await page.getByRole('button', { name: "Don't have an account? Sign Up" }).click()
    await expect(page.getByRole('heading', { name: 'Create Admin Account' })).toBeVisible()
    await fillCredentials(page, email, password)
    await page.getByLabel('Confirm Password').fill(password)
    await page.getByRole('button', { name: 'Sign Up' }).click()
    await expect(page.getByText('Please check your email for verification link')).toBeVisible()
    await expect(redBox(page)).toHaveCount(0)
  })

  await test.step('the mailed link confirms the address and leads to the sign-in page', async () => {
    await page.goto(await verificationPath(email))
    await expect(page).toHaveURL(/\/admin\/login$/)
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
    await expect(page.getByRole('status')).toHaveText(
      'Your email address is confirmed. Your account is now waiting for approval: you can sign in once an administrator approves it.',
    )
  })

  await test.step('signing in is refused until an administrator approves the account', async () => {
    await fillCredentials(page, email, password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(redBox(page)).toContainText('waiting for approval')
    await expect(page).toHaveURL(/\/admin\/login$/)
  })

  await test.step('an administrator approves it on the Users screen', async () => {
    const adminContext = await browser.newContext()
    const admin = await adminContext.newPage()
    await signIn(admin, ADMIN.email, ADMIN.password)
    await expect(admin).toHaveURL(/\/admin$/)
    await sideNav(admin).getByRole('button', { name: 'Site' }).click()
    await expect(sideNav(admin).getByRole('link')).toHaveText(SIDE_NAV)
    await sideNav(admin).getByRole('link', { name: 'Users' }).click()
    await expect(admin.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible()
    await admin.getByRole('button', { name: `Approve ${email}` }).click()
    await expect(admin.getByRole('button', { name: `Revoke ${email}` })).toBeVisible()
    await adminContext.close()
  })

  await test.step('the approved account, a host, lands on the Door and sees only the door, reservations and messages', async () => {
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/admin\/door$/)
    await expect(sideNav(page).getByRole('link')).toHaveText(HOST_NAV)
    await expect(sideNav(page).getByRole('link', { name: 'Door' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  await test.step('a screen a host may not use says so, and the server refuses its calls', async () => {
    await page.goto('/admin/hero')
    await expect(page.getByRole('heading', { name: 'Not available to your role' })).toBeVisible()
    await page.goto('/admin/door')
    await expect(page.getByRole('heading', { level: 1, name: 'Door' })).toBeVisible()
    await page.goto('/admin/reservations')
    await expect(page.getByRole('button', { name: 'New booking' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0)
    await page.goto('/admin')
  })

  await test.step('a reload keeps the session', async () => {
    await page.reload()
    await expect(sideNav(page)).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/door$/)
  })

  await test.step('Sign Out ends it, and /admin then asks for a sign-in again', async () => {
    await page.getByRole('button', { name: 'Sign Out' }).click()
    await expect(page).toHaveURL(/\/admin\/login$/)
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/login$/)
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
  })
})

test('a wrong password shows the server message in the red box', async ({ page }) => {
  await signIn(page, ADMIN.email, 'not-the-password')
  await expect(redBox(page)).toHaveText('Invalid login credentials')
  await expect(page).toHaveURL(/\/admin\/login$/)
})

test('the admin area sends a visitor without a session to the sign-in page', async ({ page }) => {
  await page.goto('/admin/users')
  await expect(page).toHaveURL(/\/admin\/login$/)
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
})

test("a bad verification link shows the server's error on the sign-in page", async ({ page }) => {
  await page.goto('/api/auth/verify?token=not-a-real-token')
  await expect(page).toHaveURL(/\/admin\/login\?error=/)
  await expect(redBox(page)).toHaveText('This verification link is invalid or has expired.')
})

test('the admin screens leave out the public top navigation', async ({ page }) => {
  await page.goto('/admin/login')
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
  await signIn(page, ADMIN.email, ADMIN.password)
  await expect(sideNav(page)).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0)
})

test('the side navigation folds behind a toggle on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await signIn(page, ADMIN.email, ADMIN.password)
  const toggle = page.getByRole('button', { name: 'Toggle admin menu' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(sideNav(page)).toBeHidden()

  await toggle.click()
  await sideNav(page).getByRole('button', { name: 'Site' }).click()
  await sideNav(page).getByRole('link', { name: 'Events' }).click()
  await expect(page).toHaveURL(/\/admin\/events$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible()
  await expect(sideNav(page)).toBeHidden()
})

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const violations = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
  expect(violations).toEqual([])
}

for (const theme of ['dark', 'light'] as const) {
  test(`the sign-in page passes an accessibility scan in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((value) => {
      window.localStorage.setItem('theme', value)
    }, theme)
    await page.goto('/admin/login')
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
    await expectNoViolations(page)
    // Sign-up mode, with the red box showing.
    await page.getByRole('button', { name: "Don't have an account? Sign Up" }).click()
    await fillCredentials(page, 'someone@nocturne.club', 'one-password')
    await page.getByLabel('Confirm Password').fill('another-password')
    await page.getByRole('button', { name: 'Sign Up' }).click()
    await expect(redBox(page)).toHaveText('Passwords do not match')
    await expectNoViolations(page)
  })

  test(`the Users screen passes an accessibility scan in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((value) => {
      window.localStorage.setItem('theme', value)
    }, theme)
    await signIn(page, ADMIN.email, ADMIN.password)
    await sideNav(page).getByRole('link', { name: 'Users' }).click()
    await expect(page.getByRole('table')).toBeVisible()
    await expectNoViolations(page)
  })
}
