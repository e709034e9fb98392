import { expect, test, type APIRequestContext } from '@playwright/test'

import { signInAsStaff } from './support/content-admin'
import { phone } from './support/devices'
import { mailTo } from './support/outbox'
import {
  GUEST_PHONE,
  saveBookingRules,
  EVERY_NIGHT,
  shiftDay,
  staffHeaders,
} from './support/reservations'

// The guest's side of a booking: the link in the receipt opens the booking's own page on a phone,
// where the guest makes the party larger and then cancels. Staff's side: the guest's profile
// (visits, no-shows, VIP) on the booking's row and at the door, and a night moved by staff told
// to the guest before → after.

type Booking = { id: string; guest_id: string | null; date: string; name: string }

async function tonight(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/admin/door', { headers: await staffHeaders(request) })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { date: string }).date
}

async function take(request: APIRequestContext, body: Record<string, unknown>): Promise<Booking> {
  const response = await request.post('/api/admin/reservations', {
    data: { time: '23:00', guests: 4, source: 'phone', ...body },
    headers: await staffHeaders(request),
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as Booking
}

// The path of the booking's page in the guest's newest mail (the mail names the configured
// public address, not the port the tests use).
async function bookingPath(address: string, subject: RegExp): Promise<string> {
  const mail = await mailTo(address, (m) => subject.test(m.subject))
  const found = /https?:\/\/\S+?(\/booking#[\w.-]+)/.exec(mail.text)
  expect(found, mail.text).not.toBeNull()
  return found?.[1] ?? ''
}

test('a guest opens the booking from the mail on a phone, makes the party larger, then cancels', async ({
  browser,
  request,
}) => {
  await saveBookingRules(request, EVERY_NIGHT)
  const email = `mara-${Date.now()}@example.com`
  const night = shiftDay(await tonight(request), 9)
  const booked = await request.post('/api/reservations', {
    data: { name: 'Mara Quinn', email, phone: GUEST_PHONE, date: night, time: '22:30', guests: 4 },
  })
  expect(booked.status(), await booked.text()).toBe(201)

  const context = await browser.newContext(phone())
  const page = await context.newPage()
  await page.goto(await bookingPath(email, /received your reservation request/))
  await expect(page.getByRole('heading', { name: 'Your reservation' })).toBeVisible()
  await expect(page.getByText('Mara Quinn')).toBeVisible()
  await expect(page.getByText('Guests').locator('xpath=following-sibling::*[1]')).toHaveText('4')

  const change = page.getByRole('form', { name: 'Change your booking' })
  await change.getByLabel('Party size').selectOption('6')
  await change.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Your booking is changed')).toBeVisible()
  await expect(page.getByText('Guests').locator('xpath=following-sibling::*[1]')).toHaveText('6')
  const changed = await mailTo(email, (m) => /has changed/.test(m.subject))
  expect(changed.text).toContain('Guests: 4 \u2192 6')

  await page.getByRole('button', { name: 'Cancel reservation' }).click()
  await page.getByRole('button', { name: 'Yes, cancel it' }).click()
  await expect(page.getByText('Your reservation is cancelled. We hope to see you')).toBeVisible()
  await expect(page.getByRole('form', { name: 'Change your booking' })).toHaveCount(0)
  await mailTo(email, (m) => /is cancelled/.test(m.subject))
  // The link again, later: the booking stays cancelled, and says so.
  await page.reload()
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible()
  await context.close()
})

test("staff see the guest's visits, no-shows and VIP on the booking and at the door", async ({
  page,
  browser,
  request,
}) => {
  const headers = await staffHeaders(request)
  const stamp = Date.now()
  const email = `marcus-${stamp}@example.com`
  const name = `Marcus Lee ${stamp}`
  const night = await tonight(request)
  // Two nights he came (walk-ins, all in), one he did not.
  await take(request, {
    name: `M. Lee ${stamp}`,
    email,
    source: 'walk_in',
    date: night,
    time: '22:00',
  })
  await take(request, {
    name: `M. Lee ${stamp}`,
    email,
    source: 'walk_in',
    date: night,
    time: '22:30',
  })
  const missed = await take(request, { name: `M. Lee ${stamp}`, email, date: night, time: '23:30' })
  const noShow = await request.put(`/api/admin/reservations/${missed.id}/arrival`, {
    data: { arrived: 0, no_show: true },
    headers,
  })
  expect(noShow.ok(), await noShow.text()).toBe(true)
  const booking = await take(request, { name, email, date: night, time: '23:00' })
  const listed = await request.get(`/api/admin/reservations?q=${encodeURIComponent(name)}`, {
    headers,
  })
  const guestId = ((await listed.json()) as { data: Booking[] }).data[0]?.guest_id
  expect(guestId).toBeTruthy()
  const profile = (await (
    await request.get(`/api/admin/guests/${guestId}`, { headers })
  ).json()) as Record<string, unknown>
  const tagged = await request.put(`/api/admin/guests/${guestId}`, {
    data: {
      name: profile.name,
      email: profile.email,
      phone: profile.phone,
      tags: ['VIP'],
      notes: 'Knows the owner.',
      preferences: null,
      birthday: null,
      marketing_consent: false,
      consent_source: null,
      blocked_reason: null,
    },
    headers,
  })
  expect(tagged.ok(), await tagged.text()).toBe(true)

  await signInAsStaff(
    page,
    `/admin/reservations?status=all&date=${night}&q=${encodeURIComponent(name)}`,
  )
  const row = page.getByRole('row').filter({ hasText: name })
  await expect(row.getByRole('link', { name: /2 visits, 1 no-show/ })).toBeVisible()
  await expect(row.getByText('VIP', { exact: true })).toBeVisible()

  const context = await browser.newContext(phone())
  const door = await context.newPage()
  await signInAsStaff(door, '/admin/door')
  const card = door.getByRole('article', { name })
  await expect(card.getByText('VIP', { exact: true })).toBeVisible()
  await expect(card.getByText('2 visits, 1 no-show')).toBeVisible()
  await expect(card.getByText('3rd visit')).toBeVisible()
  await expect(card.getByText('Knows the owner.')).toBeVisible()
  // The profile behind it, one tap away.
  await card.getByRole('link', { name: /2 visits, 1 no-show/ }).click()
  await expect(door).toHaveURL(new RegExp(`/admin/guests/${guestId}$`))
  await context.close()
  expect(booking.id).toBeTruthy()
})

test('a night staff move is mailed to the guest, before and after', async ({ page, request }) => {
  await saveBookingRules(request, EVERY_NIGHT)
  const stamp = Date.now()
  const email = `ines-${stamp}@example.com`
  const name = `Ines Duarte ${stamp}`
  const night = shiftDay(await tonight(request), 10)
  const later = shiftDay(night, 1)
  await take(request, { name, email, date: night, time: '22:30' })

  await signInAsStaff(page, `/admin/reservations?status=all&q=${encodeURIComponent(name)}`)
  const row = page.getByRole('row').filter({ hasText: name })
  await row.getByRole('button', { name: /Edit/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit reservation' })
  await dialog.getByLabel('Date').fill(later)
  await dialog.getByRole('button', { name: 'Save changes' }).click()
  await expect(dialog).toHaveCount(0)

  const mail = await mailTo(email, (m) => /has changed/.test(m.subject))
  expect(mail.text).toMatch(/Night: .+ \u2192 .+/)
  expect(mail.text).toContain('/booking#')
})
