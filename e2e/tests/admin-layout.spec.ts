import { expect, test } from '@playwright/test'

import { expectToast, signInAsStaff, toasts } from './support/content-admin'

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

test('the toast after a save leaves the Save Changes button clear', async ({ page }) => {
  await signInAsStaff(page, '/admin/hero')
  const save = page.getByRole('button', { name: 'Save Changes' })
  // The form at its very end, where Save Changes is. Previews load as they scroll into view and
  // may make the page taller, so scroll again until the end stays the end.
  await page.waitForLoadState('networkidle')
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const page = document.documentElement
        window.scrollTo(0, page.scrollHeight)
        await new Promise((resolve) => setTimeout(resolve, 250))
        return Math.ceil(window.scrollY + window.innerHeight) >= page.scrollHeight
      }),
    )
    .toBe(true)
  await save.click()
  await expectToast(page, 'Hero section updated successfully!')
  const toast = await toasts(page).getByRole('listitem').first().boundingBox()
  const button = await save.boundingBox()
  expect(toast).not.toBeNull()
  expect(button).not.toBeNull()
  if (toast && button)
    expect(overlaps(toast, button), JSON.stringify({ toast, button })).toBe(false)
})

test('the dashboard shows the whole two-week strip at 1400 px', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 })
  await signInAsStaff(page)
  const strip = page.getByRole('region', { name: 'The Next Two Weeks' }).locator('ol')
  await expect(strip.getByRole('listitem')).toHaveCount(14)
  const { scrollWidth, clientWidth } = await strip.evaluate((list) => ({
    scrollWidth: list.scrollWidth,
    clientWidth: list.clientWidth,
  }))
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth)
})
