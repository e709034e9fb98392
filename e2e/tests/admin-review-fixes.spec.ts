import { expect, test, type Locator, type Page } from '@playwright/test'

import { signInAsStaff } from './support/content-admin'
import { EVERY_NIGHT, GUEST_PHONE, availability, saveBookingRules } from './support/reservations'

test.use({ colorScheme: 'dark' })

// Sixty characters with nowhere to break: the longest names and addresses the tables must hold.
// (The address is new on each run: a guest holds one request per night.)
const LONG_NAME = 'Wolfeschlegelsteinhausenbergerdorff'.padEnd(60, 'x')
const LONG_EMAIL = `${`featherstonehaugh.${String(Date.now())}`.padEnd(48, 'q')}@example.com`

// Nothing on the screen reaches past its column: each table fits its container, the page does not
// scroll sideways, and every row's last action (Delete) is within the window.
async function expectNothingOverflows(page: Page, deleteName: RegExp) {
  const tables = page.getByRole('table')
  await expect(tables.first()).toBeVisible()
  for (const table of await tables.all()) {
    const { scroll, client } = await table.evaluate((node) => ({
      scroll: node.scrollWidth,
      client: (node.parentElement as HTMLElement).clientWidth,
    }))
    expect(scroll).toBeLessThanOrEqual(client)
  }
  const page_ = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }))
  expect(page_.scroll).toBeLessThanOrEqual(page_.client)
  const viewport = page.viewportSize()
  const buttons = page.getByRole('button', { name: deleteName })
  expect(await buttons.count()).toBeGreaterThan(0)
  for (const button of await buttons.all()) {
    const box = await button.boundingBox()
    expect(box).not.toBeNull()
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport?.width ?? 0)
  }
}

test.describe('admin tables with long names', () => {
  test.beforeAll(async ({ request }) => {
    await saveBookingRules(request, EVERY_NIGHT)
    const { first_date: date } = await availability(request)
    const booked = await request.post('/api/reservations', {
      data: { name: LONG_NAME, email: LONG_EMAIL, date, time: '22:00', guests: 2, phone: GUEST_PHONE,
        requests: 'A quiet booth by the window, please, away from the speakers' },
    })
    expect(booked.status()).toBe(201)
    const sent = await request.post('/api/contact-submissions', {
      data: { name: LONG_NAME, email: LONG_EMAIL, subject: 'Private Event', message: 'A birthday party for twenty.' },
    })
    expect(sent.status()).toBe(201)
  })

  for (const viewport of [{ width: 1280, height: 800 }, { width: 1440, height: 900 }]) {
    test(`at ${String(viewport.width)}×${String(viewport.height)} the reservations and messages fit, Delete in view`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await signInAsStaff(page, '/admin/reservations')
      await expect(page.getByText(LONG_NAME).first()).toBeVisible()
      await expectNothingOverflows(page, /^Delete/)
      await page.goto('/admin/contact-submissions')
      await expect(page.getByText(LONG_NAME).first()).toBeVisible()
      await expectNothingOverflows(page, /Delete|Reject/)
    })
  }

  test('the side navigation’s background reaches the bottom of a long page, its links in view', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    // The hero form is longer than the window.
    await signInAsStaff(page, '/admin/hero')
    await page.waitForLoadState('networkidle')
    const sidebar = page.locator('#admin-sidebar')
    for (const end of [false, true]) {
      const box = await sidebar.evaluate((node, toEnd) => {
        const root = document.documentElement
        if (toEnd) window.scrollTo(0, root.scrollHeight)
        const rect = node.getBoundingClientRect()
        return { top: rect.top + window.scrollY, bottom: rect.bottom + window.scrollY, page: root.scrollHeight,
          window: window.innerHeight }
      }, end)
      expect(box.page).toBeGreaterThan(box.window)
      // The column (its background and border) runs from the page's top to its bottom.
      expect(box.top).toBeLessThanOrEqual(0)
      expect(box.bottom).toBeGreaterThanOrEqual(box.page)
      await expect(page.getByRole('button', { name: 'Sign Out' })).toBeInViewport()
    }
  })
})

async function downloadName(page: Page, button: Locator): Promise<string> {
  const download = page.waitForEvent('download')
  await button.click()
  return (await download).suggestedFilename()
}

test('an export is named after what it holds: the night and the filter', async ({ page, request }) => {
  const { first_date: night } = await availability(request)
  await signInAsStaff(page, `/admin/reservations?status=confirmed&date=${night}`)
  const exportCsv = page.getByRole('button', { name: 'Export CSV' })
  expect(await downloadName(page, exportCsv)).toBe(`reservations-${night}-confirmed.csv`)
  await page.goto('/admin/contact-submissions?status=pending')
  await expect(exportCsv).toBeVisible()
  expect(await downloadName(page, exportCsv)).toBe('contact-submissions-pending.csv')
})
