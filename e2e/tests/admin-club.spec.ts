import { expect, test, type APIRequestContext } from '@playwright/test'

import { expectNoSeriousA11yViolations, expectToast, signInAsStaff } from './support/content-admin'
import { staffHeaders } from './support/reservations'

// The Club screen: the club's own settings (time zone, currency, country, who is told of new
// requests) and the owners' two-factor roles, reached from the side navigation and from the
// screens that once held them.

type ClubSettings = {
  time_zone_in_force: string
  notification_emails_in_force: string[]
  currency: string
  country: string
}

async function clubSettings(request: APIRequestContext): Promise<ClubSettings> {
  const response = await request.get('/api/admin/club-settings', {
    headers: await staffHeaders(request),
  })
  expect(response.ok()).toBe(true)
  return (await response.json()) as ClubSettings
}

test('an owner sets the currency and the country on the Club screen, and they are kept', async ({
  page,
  request,
}) => {
  const before = await clubSettings(request)
  try {
    await signInAsStaff(page)
    const nav = page.getByRole('navigation', { name: 'Admin sections' })
    await nav.getByRole('link', { name: 'Club', exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/club$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Club' })).toBeVisible()

    const settings = page.getByRole('region', { name: 'Club settings' })
    await expect(settings.getByLabel('Time zone')).toHaveValue(before.time_zone_in_force)
    // The owners' security card sits on the same screen.
    const security = page.getByRole('region', { name: 'Security' })
    await expect(
      security.getByRole('group', { name: 'Require two-factor sign-in for' }),
    ).toBeVisible()

    await settings.getByLabel('Currency').selectOption('EUR')
    await settings.getByLabel('Country').selectOption('FR')
    await settings.getByRole('button', { name: 'Save club settings' }).click()
    await expectToast(page, 'Club settings saved')

    await page.reload()
    const reloaded = page.getByRole('region', { name: 'Club settings' })
    await expect(reloaded.getByLabel('Currency')).toHaveValue('EUR')
    await expect(reloaded.getByLabel('Country')).toHaveValue('FR')
    // Named in words, as the browser names them.
    await expect(reloaded.getByLabel('Currency').locator('option:checked')).toHaveText('Euro (EUR)')
    await expect(reloaded.getByLabel('Country').locator('option:checked')).toHaveText('France (FR)')
    expect(await clubSettings(request)).toMatchObject({ currency: 'EUR', country: 'FR' })
    await expectNoSeriousA11yViolations(page)
    await page.screenshot({ path: '/tmp/club-screen.png', fullPage: true })

    // Booking Rules and Users no longer hold these cards: each points here.
    await page.goto('/admin/booking-rules')
    await expect(page.getByRole('heading', { level: 1, name: 'Booking Rules' })).toBeVisible()
    await expect(page.getByLabel('Time zone')).toHaveCount(0)
    await page.getByRole('link', { name: 'Go to Club' }).click()
    await expect(page).toHaveURL(/\/admin\/club$/)
    await page.goto('/admin/users')
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Security' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Go to Club' })).toHaveAttribute(
      'href',
      '/admin/club',
    )
  } finally {
    const restored = await request.put('/api/admin/club-settings', {
      data: {
        time_zone: before.time_zone_in_force,
        notification_emails: before.notification_emails_in_force,
        currency: before.currency,
        country: before.country,
      },
      headers: await staffHeaders(request),
    })
    expect(restored.status()).toBe(200)
  }
})
