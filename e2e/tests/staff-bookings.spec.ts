import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test'

import { expectToast, signInAsStaff } from './support/content-admin'
import { phone } from './support/devices'
import { GUEST_PHONE, staffHeaders } from './support/reservations'

// Staff take a walk-in at the club's time now, with the guest's occasion and requests, and correct
// a guest's name and email afterwards (the activity record names what changed); at the door a
// party that brought friends is checked in beyond its size, "+2 over", on a phone.

const DESKTOP: BrowserContextOptions = { viewport: { width: 1440, height: 900 } }
const VIEWPORTS: [string, BrowserContextOptions][] = [
  ['phone', phone()],
  ['desktop', DESKTOP],
]

type Booking = {
  id: string
  name: string
  email: string | null
  date: string
  time: string
  guests: number
  occasion: string | null
  requests: string | null
  source: string
  arrived: number
}

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path, { headers: await staffHeaders(request) })
  expect(response.ok()).toBe(true)
  return (await response.json()) as T
}

async function booking(request: APIRequestContext, name: string): Promise<Booking> {
  const { data } = await api<{ data: Booking[] }>(
    request,
    `/api/admin/reservations?q=${encodeURIComponent(name)}`,
  )
  expect(data).toHaveLength(1)
  return data[0] as Booking
}

// A walk-in's time as the club's clock shows it at `now`: the next 5 minutes, within the hours
// staff may book (6 PM until the night ends at 6 AM).
function walkInTime(zone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(now)
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  const minutes = part('hour') * 60 + part('minute')
  const rounded = Math.ceil(minutes / 5) * 5
  let time = rounded % (24 * 60)
  if (minutes < 6 * 60) time = Math.min(rounded, 6 * 60 - 5)
  else if (minutes < 18 * 60) time = 18 * 60
  return `${String(Math.floor(time / 60)).padStart(2, '0')}:${String(time % 60).padStart(2, '0')}`
}

async function clubZone(request: APIRequestContext): Promise<string> {
  return (await api<{ time_zone_in_force: string }>(request, '/api/admin/club-settings'))
    .time_zone_in_force
}

async function openNewBooking(page: Page) {
  await page.getByRole('button', { name: 'New booking' }).click()
  const dialog = page.getByRole('dialog', { name: 'New booking' })
  await expect(dialog).toBeVisible()
  return dialog
}

for (const [size, device] of VIEWPORTS) {
  test(`on a ${size}, staff add a walk-in with requests at the club's time now and correct a guest's name`, async ({
    browser,
    request,
  }, testInfo) => {
    const stamp = String(Date.now())
    const name = `Walk Wes ${stamp}`
    const corrected = `Wes Walker ${stamp}`
    const context = await browser.newContext(device)
    const page = await context.newPage()
    await signInAsStaff(page, '/admin/reservations')

    const zone = await clubZone(request)
    const before = walkInTime(zone, new Date())
    const dialog = await openNewBooking(page)
    await dialog.getByRole('radio', { name: 'Walk-in' }).check({ force: true })
    const time = dialog.getByLabel('Time', { exact: true })
    const shown = await time.inputValue()
    expect([before, walkInTime(zone, new Date())]).toContain(shown)
    await expect(dialog.getByLabel('Occasion')).toBeVisible()
    await expect(dialog.getByLabel('Special requests')).toBeVisible()

    await dialog.getByLabel('Name', { exact: true }).fill(name)
    await dialog.getByLabel('Phone', { exact: true }).fill(GUEST_PHONE)
    await dialog.getByLabel('Guests').fill('3')
    await dialog.getByLabel('Occasion').selectOption({ label: 'Birthday' })
    await dialog.getByLabel('Special requests').fill('Sparklers with the first bottle, please.')
    await page.screenshot({ path: `/tmp/staff-walk-in-${size}.png` })
    await page.screenshot({ path: testInfo.outputPath(`walk-in-${size}.png`) })
    await dialog.getByRole('button', { name: 'Add booking' }).click()
    await expectToast(page, 'Walk-in added: the party is checked in.')

    const walkIn = await booking(request, name)
    expect(walkIn).toMatchObject({
      time: shown,
      guests: 3,
      arrived: 3,
      source: 'walk_in',
      occasion: 'birthday',
      requests: 'Sparklers with the first bottle, please.',
    })

    // The guest spelled it for the door: staff correct the name and add an address.
    await page.goto(`/admin/reservations?status=all&q=${encodeURIComponent(stamp)}`)
    await page.getByRole('button', { name: `Edit reservation for ${name}` }).click()
    const edit = page.getByRole('dialog', { name: 'Edit reservation' })
    await expect(edit.getByLabel('Special requests')).toHaveValue(
      'Sparklers with the first bottle, please.',
    )
    await expect(edit.getByLabel('Time', { exact: true })).toHaveValue(shown)
    await edit.getByLabel('Name', { exact: true }).fill(corrected)
    await edit.getByLabel('Email (optional)').fill(`wes-${stamp}@example.com`)
    await page.screenshot({ path: `/tmp/staff-edit-${size}.png` })
    await edit.getByRole('button', { name: 'Save Changes' }).click()
    await expectToast(page, 'Reservation updated')
    await expect(page.getByText(corrected).first()).toBeVisible()

    const edited = await booking(request, corrected)
    expect([edited.id, edited.email, edited.time]).toEqual([
      walkIn.id,
      `wes-${stamp}@example.com`,
      shown,
    ])
    const log = await api<{ data: { operation: string; entity_id: string; summary: string }[] }>(
      request,
      '/api/admin/audit-log?entity=reservations',
    )
    // The activity log names the booking and shows only the corrections, before and after.
    const entry = log.data.find(
      (row) => row.entity_id === walkIn.id && row.operation === 'edit_reservation',
    )
    expect(entry?.summary).toMatch(new RegExp(`^${corrected}, .*, 3 guests: `))
    expect(entry?.summary).toContain(
      `email: None → 'wes-${stamp}@example.com', name: '${name}' → '${corrected}'`,
    )
    await context.close()
  })
}

test('on a phone, the door checks in friends a party brought: "+2 over", counted in the headcount', async ({
  browser,
  request,
}) => {
  const name = `Over Ola ${String(Date.now())}`
  const headers = await staffHeaders(request)
  const { date: tonight } = await api<{ date: string }>(request, '/api/admin/door')
  const created = await request.post('/api/admin/reservations', {
    data: { source: 'walk_in', name, phone: GUEST_PHONE, date: tonight, time: '23:00', guests: 2 },
    headers,
  })
  expect(created.status()).toBe(201)
  const before = (await api<{ counts: { guests_arrived: number } }>(request, '/api/admin/door'))
    .counts

  const context = await browser.newContext(phone())
  const page = await context.newPage()
  await signInAsStaff(page, '/admin/door')
  await page.getByRole('searchbox').fill(name)
  const party = page.getByRole('article', { name })
  await expect(party).toContainText('All arrived')
  const more = party.getByRole('button', { name: `Check in one more guest of ${name}` })
  await more.tap()
  await expect(party).toContainText('+1 over')
  await more.tap()
  await expect(party).toContainText('4 of 2')
  await expect(party).toContainText('+2 over')
  await expect(page.getByRole('status', { name: 'Headcount' })).toContainText(
    `${String(before.guests_arrived + 2)} /`,
  )
  await page.screenshot({ path: '/tmp/staff-door-over-phone.png' })

  await expect
    .poll(
      async () =>
        (await api<{ counts: { guests_arrived: number } }>(request, '/api/admin/door')).counts
          .guests_arrived,
    )
    .toBe(before.guests_arrived + 2)
  await context.close()
})
