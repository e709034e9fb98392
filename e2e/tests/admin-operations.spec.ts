import { readFile } from 'node:fs/promises'

import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'

import { ADMIN } from './support/content-admin'
import { EVERY_NIGHT, GUEST_PHONE, saveBookingRules, staffHeaders } from './support/reservations'

// The back office's lists: a visitor's reservation and message reach the staff's
// dashboard and tables live, staff decide them, filter the door's list, export it, and are told
// when a colleague was quicker.

const COMPLETE_TITLE =
  "Complete: confirm the booking and email the guest (it stays on the night's list)"
const ALREADY_DECIDED = 'This item was already handled by someone else. Refresh to see its status.'
const RESERVATIONS_CSV_HEADER =
  'Date,Time,Name,Email,Phone,Guests,Package,Area,Table,Occasion,Requests,Notes,Status,Arrived,Source,Received'
const SUBMISSIONS_CSV_HEADER = 'Received,Name,Email,Subject,Message,Status,Completed'

test.use({ colorScheme: 'dark' })

// The door's list needs bookings tonight, whatever night the tests run on.
test.beforeAll(async ({ request }) => {
  await saveBookingRules(request, EVERY_NIGHT)
})

type Visitor = { name: string; email: string }

let sequence = 0
function visitor(kind: string): Visitor {
  const stamp = `${String(Date.now())}-${String(++sequence)}`
  return { name: `${kind} ${stamp}`, email: `${kind.toLowerCase()}-${stamp}@example.com` }
}

// The change feed tells us a table is followed once the server confirms the subscription, which
// for staff tables needs the socket to have authenticated with the staff token.
function followed(page: Page, table: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload !== 'string') return
        const frame = JSON.parse(payload) as { type?: string; table?: string }
        if (frame.type === 'subscribed' && frame.table === table) resolve()
      })
    })
  })
}

// The night under way in the browser (until 6 AM it is still last night), as the app counts it.
function nightFromTonight(page: Page, days: number): Promise<string> {
  return page.evaluate((offset) => {
    const now = new Date()
    const date = new Date(now.getFullYear(), now.getMonth(), now.getDate())
    if (now.getHours() < 6) date.setDate(date.getDate() - 1)
    date.setDate(date.getDate() + offset)
    const pad = (value: number) => String(value).padStart(2, '0')
    return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
  }, days)
}

function localDate(page: Page, iso: string): Promise<string> {
  return page.evaluate((value) => {
    const [year, month, day] = value.split('-').map(Number)
    return new Date(year ?? 0, (month ?? 1) - 1, day ?? 1).toLocaleDateString()
  }, iso)
}

async function reserve(page: Page, who: Visitor, date: string, guests = 4) {
  const response = await page.request.post('/api/reservations', {
    data: {
      ...who,
      date,
      time: '22:00',
      guests,
      occasion: 'birthday',
      requests: 'A quiet booth',
      phone: GUEST_PHONE,
    },
  })
  expect(response.status()).toBe(201)
  return (await response.json()) as { id: string }
}

async function sendMessage(page: Page, who: Visitor) {
  const response = await page.request.post('/api/contact-submissions', {
    data: { ...who, subject: 'Private Event', message: 'A birthday party for twenty.' },
  })
  expect(response.status()).toBe(201)
  return (await response.json()) as { id: string }
}

async function signIn(page: Page) {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/admin$/)
}

async function openFromSideNav(page: Page, label: string, table: string) {
  const live = followed(page, table)
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: label })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible()
  await live
}

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name })
const statusFilter = (page: Page, label: string) =>
  page.getByRole('group', { name: 'Status' }).getByRole('button', { name: label, exact: true })

async function downloadText(page: Page, button: Locator): Promise<{ name: string; text: string }> {
  const download = page.waitForEvent('download')
  await button.click()
  const file = await download
  const path = await file.path()
  return { name: file.suggestedFilename(), text: await readFile(path, 'utf8') }
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  )
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
}

test('a reservation and a message reach the staff live; staff decide them, filter, export, and hear about a colleague’s decision', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  // The change feed passes through here, so the last step can hold back what the server says.
  let muted = false
  await page.routeWebSocket(/\/api\/realtime$/, (socket) => {
    const server = socket.connectToServer()
    server.onMessage((message) => {
      if (!muted) socket.send(message)
    })
  })

  const tonightGuest = visitor('Tonight')
  const laterGuest = visitor('Later')
  const writer = visitor('Writer')
  const secondWriter = visitor('Second')

  await test.step('the dashboard shows a new reservation and a new message without a reload', async () => {
    const reservationsLive = followed(page, 'reservations')
    const messagesLive = followed(page, 'contact_submissions')
    await signIn(page)
    await Promise.all([reservationsLive, messagesLive])
    const activity = page.getByRole('region', { name: 'Recent Activity' })
    await expect(activity).toBeVisible()

    const tonight = await nightFromTonight(page, 0)
    await reserve(page, tonightGuest, tonight, 3)
    await sendMessage(page, writer)

    const items = activity.getByRole('listitem')
    const message = items.filter({ hasText: writer.name })
    await expect(message).toContainText('New Contact Form')
    await expect(message).toContainText(`${writer.name} - Private Event`)
    const reservation = items.filter({ hasText: tonightGuest.name })
    await expect(reservation).toContainText('New Reservation')
    await expect(reservation).toContainText(
      `${tonightGuest.name} - ${await localDate(page, tonight)}`,
    )
    // Newest first: the message was sent after the reservation.
    await expect(items.first()).toContainText(writer.name)
    await expect(page.getByRole('link', { name: /Pending Reservations/ })).toHaveAttribute(
      'href',
      '/admin/reservations?status=pending',
    )
    await expect(
      page.getByRole('region', { name: 'The Next Two Weeks' }).getByRole('link'),
    ).toHaveCount(14)
  })

  await test.step('the reservations table shows pending requests and takes a new one live', async () => {
    await openFromSideNav(page, 'Reservations', 'reservations')
    await expect(statusFilter(page, 'Pending')).toHaveAttribute('aria-pressed', 'true')
    await expect(row(page, tonightGuest.name)).toContainText('10:00 PM')

    await reserve(page, laterGuest, await nightFromTonight(page, 3), 5)
    await expect(row(page, laterGuest.name)).toBeVisible()
  })

  await test.step('Complete confirms one and takes it off the pending list; Reject rejects the other', async () => {
    const completed = row(page, tonightGuest.name)
    await completed.getByRole('button', { name: COMPLETE_TITLE }).click()
    await expect(completed).toHaveCount(0)
    await row(page, laterGuest.name).getByRole('button', { name: 'Reject' }).click()
    const asked = page.getByRole('dialog')
    await expect(asked).toContainText(
      'Reject this reservation request? Its places are given back to the night.',
    )
    await asked.getByRole('button', { name: 'Reject' }).click()
    await expect(row(page, laterGuest.name)).toHaveCount(0)

    await statusFilter(page, 'Confirmed').click()
    await expect(row(page, tonightGuest.name)).toContainText('Confirmed')
    await expect(row(page, laterGuest.name)).toHaveCount(0)
    await statusFilter(page, 'Rejected').click()
    await expect(row(page, laterGuest.name)).toContainText('Rejected')
    await expect(row(page, tonightGuest.name)).toHaveCount(0)
  })

  await test.step("'Tonight' and the date input give one night's guest list", async () => {
    await statusFilter(page, 'All').click()
    await expect(row(page, tonightGuest.name)).toBeVisible()
    await expect(row(page, laterGuest.name)).toBeVisible()

    await page.getByRole('main').getByRole('button', { name: 'Tonight', exact: true }).click()
    await expect(row(page, tonightGuest.name)).toBeVisible()
    await expect(row(page, laterGuest.name)).toHaveCount(0)
    const tonight = await nightFromTonight(page, 0)
    for (const date of await page
      .getByRole('row')
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')))) {
      expect(date).toBe(tonight)
    }

    await page.getByLabel('Night', { exact: true }).fill(await nightFromTonight(page, 3))
    await expect(row(page, laterGuest.name)).toBeVisible()
    await expect(row(page, tonightGuest.name)).toHaveCount(0)
  })

  await test.step('Export CSV downloads the filtered list', async () => {
    await page.getByRole('main').getByRole('button', { name: 'Tonight', exact: true }).click()
    await expect(row(page, tonightGuest.name)).toBeVisible()
    const { name, text } = await downloadText(
      page,
      page.getByRole('button', { name: 'Export CSV' }),
    )
    expect(name).toMatch(/^reservations-.*\.csv$/)
    expect(text.split(/\r?\n/)[0]?.replace(/^\uFEFF/, '')).toBe(RESERVATIONS_CSV_HEADER)
    expect(text).toContain(tonightGuest.name)
    expect(text).toContain(tonightGuest.email)
    expect(text).not.toContain(laterGuest.name)
  })

  await test.step("a reservation a colleague has already decided gets the server's message", async () => {
    await statusFilter(page, 'Pending').click()
    await page.getByRole('button', { name: 'Clear date' }).click()
    const raced = visitor('Raced')
    const { id } = await reserve(page, raced, await nightFromTonight(page, 1))
    await expect(row(page, raced.name)).toBeVisible()

    muted = true
    const decided = await request.patch(`/api/admin/reservations/${id}`, {
      headers: await staffHeaders(request),
      data: { status: 'rejected' },
    })
    expect(decided.ok()).toBe(true)
    await row(page, raced.name).getByRole('button', { name: COMPLETE_TITLE }).click()
    await expect(page.getByRole('alert')).toHaveText(ALREADY_DECIDED)
    // The list is read again: the rejected request has left the pending list.
    await expect(row(page, raced.name)).toHaveCount(0)
    muted = false
  })

  await test.step('the contact submissions table takes a new message live; staff complete one and reject the other', async () => {
    await openFromSideNav(page, 'Contact Submissions', 'contact_submissions')
    await expect(row(page, writer.name)).toContainText('Pending')
    await sendMessage(page, secondWriter)
    await expect(row(page, secondWriter.name)).toContainText('Pending')

    await row(page, writer.name).getByRole('button', { name: 'Complete' }).click()
    await expect(row(page, writer.name)).toContainText('Completed')
    await expect(row(page, writer.name).getByRole('button')).toHaveCount(0)
    await row(page, secondWriter.name).getByRole('button', { name: 'Reject' }).click()
    await expect(row(page, secondWriter.name)).toContainText('Rejected')

    await statusFilter(page, 'Pending').click()
    await expect(row(page, writer.name)).toHaveCount(0)
    await expect(row(page, secondWriter.name)).toHaveCount(0)
    await statusFilter(page, 'Completed').click()
    await expect(row(page, writer.name)).toBeVisible()
    await expect(row(page, secondWriter.name)).toHaveCount(0)

    const { text } = await downloadText(page, page.getByRole('button', { name: 'Export CSV' }))
    expect(text.split(/\r?\n/)[0]?.replace(/^\uFEFF/, '')).toBe(SUBMISSIONS_CSV_HEADER)
    expect(text).toContain(writer.name)
    expect(text).not.toContain(secondWriter.name)
  })

  await test.step("a message a colleague has already decided gets the server's message", async () => {
    await statusFilter(page, 'All').click()
    const raced = visitor('RacedWriter')
    const { id } = await sendMessage(page, raced)
    await expect(row(page, raced.name)).toContainText('Pending')

    muted = true
    const decided = await request.patch(`/api/admin/contact-submissions/${id}`, {
      headers: await staffHeaders(request),
      data: { status: 'completed' },
    })
    expect(decided.ok()).toBe(true)
    await row(page, raced.name).getByRole('button', { name: 'Reject' }).click()
    await expect(page.getByRole('alert')).toHaveText(ALREADY_DECIDED)
    await expect(row(page, raced.name)).toContainText('Completed')
    muted = false
  })
})

test('the dashboard, contact submissions and reservations pass the accessibility scan, on a phone and in the light theme too', async ({
  page,
}) => {
  test.setTimeout(150_000)
  // Refused requests are logged by the browser itself ('Failed to load resource'); anything else
  // in the console is the app's own error.
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text())
    }
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await reserve(page, visitor('Axe'), await nightFromTonight(page, 2))
  await sendMessage(page, visitor('AxeWriter'))
  await signIn(page)

  for (const { theme, ...viewport } of [
    { width: 1440, height: 900, theme: 'dark' },
    { width: 375, height: 812, theme: 'dark' },
    { width: 1440, height: 900, theme: 'light' },
  ]) {
    await page.setViewportSize(viewport)
    await page.evaluate((value) => {
      window.localStorage.setItem('theme', value)
    }, theme)
    await page.goto('/admin')
    await expect(page.getByRole('region', { name: 'Recent Activity' })).toBeVisible()
    await expectNoSeriousViolations(page)

    await page.goto('/admin/contact-submissions')
    await expect(page.getByRole('table')).toBeVisible()
    await expectNoSeriousViolations(page)

    await page.goto('/admin/reservations?status=all')
    await expect(page.getByRole('table')).toBeVisible()
    await expectNoSeriousViolations(page)
  }
  expect(errors).toEqual([])
})
