import { expect, test, type Locator, type Page } from '@playwright/test'

import { addEvent, confirmDeletion, expectToast, signInAsStaff } from './support/content-admin'
import {
  EVERY_NIGHT,
  GUEST_PHONE,
  availability,
  saveBookingRules,
  staffHeaders,
} from './support/reservations'

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
      data: {
        name: LONG_NAME,
        email: LONG_EMAIL,
        date,
        time: '22:00',
        guests: 2,
        phone: GUEST_PHONE,
        requests: 'A quiet booth by the window, please, away from the speakers',
      },
    })
    expect(booked.status()).toBe(201)
    const sent = await request.post('/api/contact-submissions', {
      data: {
        name: LONG_NAME,
        email: LONG_EMAIL,
        subject: 'Private Event',
        message: 'A birthday party for twenty.',
      },
    })
    expect(sent.status()).toBe(201)
  })

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 1440, height: 900 },
  ]) {
    test(`at ${String(viewport.width)}×${String(viewport.height)} the reservations and messages fit, Delete in view`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await signInAsStaff(page, '/admin/reservations')
      await expect(page.getByText(LONG_NAME).first()).toBeVisible()
      await expectNothingOverflows(page, /^Delete/)
      await page.goto('/admin/contact-submissions')
      await expect(page.getByText(LONG_NAME).first()).toBeVisible()
      await expectNothingOverflows(page, /Delete|Reject/)
    })
  }

  test('the side navigation’s background reaches the bottom of a long page, its links in view', async ({
    page,
  }) => {
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
        return {
          top: rect.top + window.scrollY,
          bottom: rect.bottom + window.scrollY,
          page: root.scrollHeight,
          window: window.innerHeight,
        }
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

test('an export is named after what it holds: the night and the filter', async ({
  page,
  request,
}) => {
  const { first_date: night } = await availability(request)
  await signInAsStaff(page, `/admin/reservations?status=confirmed&date=${night}`)
  const exportCsv = page.getByRole('button', { name: 'Export CSV' })
  expect(await downloadName(page, exportCsv)).toBe(`reservations-${night}-confirmed.csv`)
  await page.goto('/admin/contact-submissions?status=pending')
  await expect(exportCsv).toBeVisible()
  expect(await downloadName(page, exportCsv)).toBe('contact-submissions-pending.csv')
})

test('an event’s time is chosen in a time input and shown in one form everywhere', async ({
  page,
  context,
  request,
}) => {
  await signInAsStaff(page, '/admin/events')
  const title = `Half Past ${String(Date.now())}`
  const form = await addEvent(page, {
    title,
    location: 'Rooftop',
    inDays: 21,
    time: '22:30',
    description: 'Late start.',
  })
  await expect(form.getByLabel('Time')).toHaveAttribute('type', 'time')
  const card = page
    .getByRole('list', { name: 'Events' })
    .getByRole('listitem')
    .filter({ hasText: title })
  await expect(card).toContainText('10:30 PM')
  const visitor = await context.newPage()
  await visitor.goto('/')
  const shown = visitor.locator('#events').getByRole('article').filter({ hasText: title })
  await expect(shown).toContainText('10:30 PM')

  // Editing reads the saved time back into the input.
  await card.getByRole('button', { name: `Edit ${title}` }).click()
  await expect(form.getByLabel('Time')).toHaveValue('22:30')
  await form.getByRole('button', { name: 'Cancel' }).click()

  // The server takes "22:00" and "10:00 PM" alike, and refuses what is not a time of day.
  const headers = await staffHeaders(request)
  const event = {
    title: `${title} API`,
    description: 'x',
    date: '2030-06-01',
    location: 'Main Room',
  }
  const refused = await request.post('/api/admin/events', {
    data: { ...event, time: '11pm-ish' },
    headers,
  })
  expect(refused.status()).toBe(422)
  const body = (await refused.json()) as { error: { fields: Record<string, string> } }
  expect(body.error.fields.time).toBe(
    'Please enter the time of day the event starts, like 10:00 PM or 22:00.',
  )
  for (const time of ['22:00', '10:00 PM']) {
    const created = await request.post('/api/admin/events', { data: { ...event, time }, headers })
    expect(created.status()).toBe(201)
    const saved = (await created.json()) as { id: string; time: string }
    expect(saved.time).toBe('10:00 PM')
    expect((await request.delete(`/api/admin/events/${saved.id}`, { headers })).status()).toBe(204)
  }

  await card.getByRole('button', { name: `Delete ${title}` }).click()
  await confirmDeletion(page, 'Are you sure you want to delete this event?')
})

test('the Menu link is an ordinary link: staff move and rename it, and the public bar follows', async ({
  page,
  context,
}) => {
  await signInAsStaff(page, '/admin/navigation')
  const rows = page.getByRole('listitem').filter({ has: page.getByLabel('URL') })
  const texts = () =>
    rows
      .getByLabel('Text')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))
  const original = await texts()
  expect(original).toContain('Menu')
  await expect(rows.nth(original.indexOf('Menu')).getByLabel('URL')).toHaveValue('/menu')

  // From the keyboard: Move Menu down twice, then rename it.
  await page.getByRole('button', { name: 'Move Menu down' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Move Menu down' })).toBeFocused()
  await page.keyboard.press('Enter')
  const at = original.indexOf('Menu') + 2
  expect((await texts())[at]).toBe('Menu')
  const menuRow = rows.nth(at)
  await expect(menuRow.getByLabel('URL')).toHaveValue('/menu')
  await menuRow.getByLabel('Text').fill('Drinks')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expectToast(page, 'Navigation settings updated successfully!')

  const visitor = await context.newPage()
  await visitor.goto('/')
  const bar = visitor.getByRole('navigation', { name: 'Main' })
  const shown = bar.locator('ul').first().getByRole('link')
  await expect(shown.nth(at)).toHaveText('Drinks')
  await expect(shown.nth(at)).toHaveAttribute('href', '/menu')
  await expect(bar.getByRole('link', { name: 'Menu', exact: true })).toHaveCount(0)

  // Back as it was.
  await menuRow.getByLabel('Text').fill('Menu')
  await page.getByRole('button', { name: 'Move Menu up' }).click()
  await page.getByRole('button', { name: 'Move Menu up' }).click()
  expect(await texts()).toEqual(original)
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expectToast(page, 'Navigation settings updated successfully!')
  await expect(shown.nth(original.indexOf('Menu'))).toHaveText('Menu')
})

test('footer links and hours move up and down from the keyboard, and the public footer follows', async ({
  page,
  context,
}) => {
  await signInAsStaff(page, '/admin/footer')
  const quick = page.getByRole('region', { name: 'Quick Links' })
  const texts = () =>
    quick
      .getByLabel('Text')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))
  const original = await texts()
  expect(original.length).toBeGreaterThan(1)
  const [first = '', second = ''] = original
  await quick.getByRole('button', { name: `Move ${first} down` }).focus()
  await page.keyboard.press('Enter')
  expect(await texts()).toEqual([second, first, ...original.slice(2)])
  // The focus went along with the row (to Move up once it is last).
  await expect(
    quick.getByRole('button', { name: `Move ${first} ${original.length > 2 ? 'down' : 'up'}` }),
  ).toBeFocused()

  const hours = page.getByRole('region', { name: 'Hours', exact: true })
  const days = () =>
    hours
      .getByLabel('Day', { exact: true })
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))
  const savedDays = await days()
  for (const day of ['Sunday', 'Monday']) {
    await hours.getByRole('button', { name: 'Add Hours' }).click()
    const added = hours.getByRole('listitem').last()
    await added.getByLabel('Day', { exact: true }).fill(day)
    await added.getByLabel('Time', { exact: true }).fill('8:00 PM - 1:00 AM')
  }
  await hours.getByRole('button', { name: 'Move Monday up' }).focus()
  await page.keyboard.press('Enter')
  expect(await days()).toEqual([...savedDays, 'Monday', 'Sunday'])

  await page.getByRole('button', { name: 'Save All Changes' }).click()
  await expectToast(page, 'Footer content updated successfully!')
  const visitor = await context.newPage()
  await visitor.goto('/')
  const footer = visitor.getByRole('contentinfo')
  const firstLink = footer.getByRole('link', { name: second, exact: true }).first()
  const secondLink = footer.getByRole('link', { name: first, exact: true }).first()
  const [a, b] = await Promise.all([firstLink.boundingBox(), secondLink.boundingBox()])
  expect((a?.y ?? 0) < (b?.y ?? 0) || (a?.x ?? 0) < (b?.x ?? 0)).toBe(true)
  const monday = await footer.getByText('Monday').boundingBox()
  const sunday = await footer.getByText('Sunday').boundingBox()
  expect((monday?.y ?? 0) < (sunday?.y ?? 0)).toBe(true)

  // Back as it was.
  await quick.getByRole('button', { name: `Move ${first} up` }).click()
  await hours.getByRole('button', { name: 'Remove Sunday' }).click()
  await hours.getByRole('button', { name: 'Remove Monday' }).click()
  await page.getByRole('button', { name: 'Save All Changes' }).click()
  await expectToast(page, 'Footer content updated successfully!')
  await expect(footer.getByText('Sunday')).toHaveCount(0)
})
