import { expect, test, type APIRequestContext } from '@playwright/test'

import { newStaff } from './support/accounts'
import { mailTo } from './support/outbox'
import { currentStep, totpCode } from './support/totp'

// Owners of their own: the suite's admin keeps its password.
async function newOwner(request: APIRequestContext, email: string, password: string) {
  await newStaff(request, email, password, 'owner')
}

test('an owner who forgot the password sets a new one through the mailed link', async ({
  page,
  request,
}) => {
  const email = `forgetful-${String(Date.now())}@nocturne.club`
  await newOwner(request, email, 'the first long passphrase')

  await page.goto('/admin/login')
  await page.getByRole('button', { name: 'Forgot password?' }).click()
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(page.getByRole('status')).toContainText(
    'If an account uses this address, we have mailed it a link',
  )

  // The mail arrives at the local SMTP server; its link opens the page that sets the password.
  const mail = await mailTo(email, (m) => m.subject === 'Set a new password')
  const link = new URL(/https?:\/\/\S+\/admin\/reset-password#\S+/.exec(mail.text)?.[0] ?? '')
  await page.goto(`${link.pathname}${link.hash}`)
  await expect(page.getByRole('heading', { name: 'Set a New Password' })).toBeVisible()
  await page.getByLabel('New Password').fill('a second long passphrase')
  await page.getByLabel('Confirm Password').fill('a second long passphrase')
  await page.getByRole('button', { name: 'Set Password' }).click()
  await expect(page.getByRole('status')).toContainText('Your new password is set. Sign in with it.')

  // The link worked once.
  await page.goto('about:blank')
  await page.goto(`${link.pathname}${link.hash}`)
  await page.getByLabel('New Password').fill('a third long passphrase')
  await page.getByLabel('Confirm Password').fill('a third long passphrase')
  await page.getByRole('button', { name: 'Set Password' }).click()
  await expect(page.getByRole('alert')).toContainText('invalid, used or expired')

  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('a second long passphrase')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/admin$/)
})

test('an owner turns on two-factor sign-in and signs in with a code computed here', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const email = `careful-${String(Date.now())}@nocturne.club`
  const password = 'a careful long passphrase'
  await newOwner(request, email, password)

  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/admin$/)

  await page.goto('/admin/profile')
  // Setting it up asks for the password, not only the session.
  const card = page.getByRole('region', { name: 'Two-factor sign-in' })
  await card.getByLabel('Current Password').fill(password)
  await card.getByRole('button', { name: 'Set Up Two-Factor' }).click()
  const secret = (await page.getByTestId('two-factor-secret').getAttribute('data-secret')) ?? ''
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  const turnedOnAt = currentStep()
  await page.getByLabel('Authentication code').fill(totpCode(secret, turnedOnAt))
  await page.getByRole('button', { name: 'Turn On' }).click()
  await expect(
    page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10)

  // Signing in again now asks for a code; the one that turned it on is spent, the next works.
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/admin\/login$/)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  const code = page.getByLabel('Authentication code')
  await expect(code).toBeVisible()
  await code.fill(totpCode(secret, turnedOnAt))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('alert')).toContainText(
    'That code is not right, or was already used.',
  )
  await code.fill(totpCode(secret, turnedOnAt + 1))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/admin$/)
})
