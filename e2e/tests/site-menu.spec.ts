import { expect, test } from '@playwright/test'

test.use({ colorScheme: 'dark' })

test('the menu page sits under the top bar with Back to Home and three tabs, Outdoor first', async ({
  page,
}) => {
  await page.goto('/menu')
  const back = page.getByRole('link', { name: 'Back to Home' })
  await expect(back).toHaveAttribute('href', '/')
  const barBottom = await page
    .locator('header')
    .first()
    .evaluate((node) => node.getBoundingClientRect().bottom)
  const backTop = await back.evaluate((node) => node.getBoundingClientRect().top)
  expect(backTop).toBeGreaterThan(barBottom)

  const tabs = page.getByRole('tablist').getByRole('tab')
  await expect(tabs).toHaveText(['Outdoor Menu', 'Club Menu', 'Kitchen Menu'])
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
  const panel = page.getByRole('tabpanel')
  await expect(panel).toHaveAttribute(
    'aria-labelledby',
    (await tabs.first().getAttribute('id')) ?? '',
  )
  await expect(panel.getByRole('img')).toHaveAttribute('src', /menu-outdoor/)

  await page.getByRole('tab', { name: 'Club Menu' }).click()
  await expect(page.getByRole('tab', { name: 'Club Menu' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(panel.getByRole('img')).toHaveAttribute('src', /menu-club/)

  // Arrow keys move between the tabs.
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'Kitchen Menu' })).toBeFocused()
  await expect(panel.getByRole('img')).toHaveAttribute('src', /menu-kitchen/)
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'Outdoor Menu' })).toHaveAttribute(
    'aria-selected',
    'true',
  )

  await back.click()
  await expect(page).toHaveURL(/\/$/)
})

test('the menu image shows a spinner while loading, and a failure leaves it empty and is logged', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/menu-images?type=outdoor', async (route) => {
    await released
    await route.fulfill({
      status: 500,
      json: { error: { code: 'internal_error', message: 'Boom' } },
    })
  })
  await page.goto('/menu')
  const panel = page.getByRole('tabpanel')
  await expect(panel.getByRole('status', { name: 'Loading' })).toBeVisible()
  release()
  await expect(panel.getByRole('status')).toHaveCount(0)
  await expect(panel.getByRole('img')).toHaveCount(0)
  await expect.poll(() => errors.some((text) => text.includes('menu image'))).toBe(true)

  // Another tab still loads its image.
  await page.getByRole('tab', { name: 'Kitchen Menu' }).click()
  await expect(panel.getByRole('img')).toHaveAttribute('src', /menu-kitchen/)
})
