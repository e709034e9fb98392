import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { expectToast, openAdmin, signInAsStaff } from './support/content-admin'
import {
  availability,
  EVERY_NIGHT,
  GUEST_PHONE,
  saveBookingRules,
  shiftDay,
  staffHeaders,
} from './support/reservations'

// What staff see out of the box and on a busy night, on a phone and on a desktop: a club whose
// notification list is empty is told so where staff look (the dashboard, the Club screen) until
// someone is on it; the Activity screen names the booking and the action in words, and a
// restore from the trash reads as one.

const NOBODY_NOTIFIED =
  'Nobody is told of new reservation requests and messages: no staff address is on the list.'
const SIZES = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1440, height: 900 }],
] as const

type ClubSettings = { time_zone_in_force: string; notification_emails: string[] | null }

async function clubSettings(request: APIRequestContext): Promise<ClubSettings> {
  const response = await request.get('/api/admin/club-settings', {
    headers: await staffHeaders(request),
  })
  expect(response.ok()).toBe(true)
  return (await response.json()) as ClubSettings
}

async function saveClubSettings(
  request: APIRequestContext,
  time_zone: string,
  notification_emails: string[],
) {
  const response = await request.put('/api/admin/club-settings', {
    data: { time_zone, notification_emails },
    headers: await staffHeaders(request),
  })
  expect(response.status()).toBe(200)
}

// The notice is a status line at the top of the screen: in view without scrolling.
async function expectNoticeInView(page: Page) {
  const notice = page.getByText(NOBODY_NOTIFIED)
  await expect(notice).toBeVisible()
  await expect(notice).toBeInViewport()
}

for (const [device, size] of SIZES) {
  test(`on a ${device}, an empty notification list is flagged on the dashboard and the Club screen until an address is added`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size)
    const before = await clubSettings(request)
    const zone = before.time_zone_in_force
    await saveClubSettings(request, zone, [])
    try {
      await signInAsStaff(page)
      await expectNoticeInView(page)
      await page.getByRole('link', { name: 'Add an address in Club settings' }).click()
      await expect(page).toHaveURL(/\/admin\/club#club-settings$/)
      // The link lands on the list itself, ready to type in; the screen carries the notice too.
      const addresses = page.getByLabel('Staff notification emails')
      await expect(addresses).toBeInViewport()
      await expect(addresses).toBeFocused()
      await expect(page.getByText(NOBODY_NOTIFIED)).toBeVisible()
      await addresses.fill(`night-manager-${device}@nocturne.club`)
      await page.getByRole('button', { name: 'Save club settings' }).click()
      await expectToast(page, 'Club settings saved')
      await expect(page.getByText(NOBODY_NOTIFIED)).toHaveCount(0)
      expect((await clubSettings(request)).notification_emails).toEqual([
        `night-manager-${device}@nocturne.club`,
      ])

      await openAdmin(page, '/admin')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByText(NOBODY_NOTIFIED)).toHaveCount(0)
      await page.screenshot({ path: `/tmp/notified-${device}.png` })
    } finally {
      await saveClubSettings(request, zone, before.notification_emails ?? [])
    }
  })

  test(`on a ${device}, the Activity screen names the booking, the action and only what changed`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size)
    const stamp = String(Date.now())
    const guest = `Ada Activity ${stamp}`
    const headers = await staffHeaders(request)
    await saveBookingRules(request, EVERY_NIGHT)
    const night = shiftDay((await availability(request)).first_date, 3)
    const booked = await request.post('/api/reservations', {
      data: {
        name: guest,
        email: `ada-${stamp}@example.com`,
        phone: GUEST_PHONE,
        date: night,
        time: '23:00',
        guests: 4,
      },
      headers: { 'Idempotency-Key': `activity-${stamp}` },
    })
    expect(booked.status()).toBe(201)
    const { id } = (await booked.json()) as { id: string }
    const confirmed = await request.patch(`/api/admin/reservations/${id}`, {
      data: { status: 'confirmed' },
      headers,
    })
    expect(confirmed.ok()).toBe(true)

    // An event deleted and brought back from the trash.
    const title = `Activity Night ${stamp}`
    const created = await request.post('/api/admin/events', {
      data: {
        title,
        description: 'Back by demand.',
        image: null,
        date: night,
        time: '11:00 PM',
        location: 'Main Room',
      },
      headers,
    })
    expect(created.status()).toBe(201)
    const event = (await created.json()) as { id: string }
    expect((await request.delete(`/api/admin/events/${event.id}`, { headers })).ok()).toBe(true)

    await signInAsStaff(page, '/admin/trash')
    const trashed = page
      .getByRole('list', { name: 'Deleted items' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) })
    await trashed.getByRole('button', { name: `Restore ${title}` }).click()
    await expectToast(page, 'Restored')

    await openAdmin(page, '/admin/activity')
    const rows = page.getByRole('table', { name: 'Activity' }).getByRole('row')
    const decision = rows.filter({ hasText: guest })
    await expect(decision.first()).toBeVisible()
    await expect(decision.filter({ hasText: 'Confirmed reservation' })).toHaveCount(1)
    const weekday = new Date(`${night}T12:00:00Z`).toLocaleDateString('en-US', {
      weekday: 'short',
      timeZone: 'UTC',
    })
    await expect(decision.filter({ hasText: 'Confirmed reservation' })).toContainText(
      `${guest}, ${weekday} ${String(Number(night.slice(8)))}`,
    )
    await expect(decision.filter({ hasText: 'Confirmed reservation' })).toContainText(
      "status: 'pending' → 'confirmed'",
    )
    // The moment of the decision goes with it, not as a change of its own.
    await expect(decision.filter({ hasText: 'Confirmed reservation' })).not.toContainText(
      'decided_at',
    )

    const restored = rows.filter({ hasText: title })
    // Created, deleted, restored: three entries, the last one named as what was done.
    await expect(restored).toHaveCount(3)
    await expect(restored.filter({ hasText: 'Restored event' })).toContainText('from the trash')
    await expect(restored.filter({ hasText: 'Created event' })).toHaveCount(1)
    await expect(restored.filter({ hasText: 'Deleted event' })).toHaveCount(1)
    await page.screenshot({ path: `/tmp/activity-${device}.png`, fullPage: true })
  })
}
