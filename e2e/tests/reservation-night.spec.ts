import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { signInAsStaff } from './support/content-admin'
import { phone as phoneProfile } from './support/devices'
import { mailTo } from './support/outbox'
import { EVERY_NIGHT, GUEST_PHONE, saveBookingRules, staffHeaders } from './support/reservations'
import { section } from './support/site'

// One reservation from a phone to the door: the guest books from an event's Reserve, staff
// confirm from the link in their mail, the guest's confirmation arrives at the local SMTP server
// (e2e/start-server.sh) with the night in the club's time, and the door checks in 4 of 6 on the
// night itself while a second screen's headcount follows.

const STAFF_MAIL = 'door-team@nocturne.club'
const RESERVATION_SENT =
  "Reservation submitted successfully! We'll contact you shortly to confirm your booking."

async function saveClubSettings(
  request: APIRequestContext,
  settings: { time_zone: string; notification_emails: string[] },
) {
  const response = await request.put('/api/admin/club-settings', {
    data: settings,
    headers: await staffHeaders(request),
  })
  expect(response.status()).toBe(200)
}

type DoorCounts = { guests_expected: number; guests_arrived: number }

async function doorCounts(request: APIRequestContext, night: string): Promise<DoorCounts> {
  const response = await request.get(`/api/admin/door?date=${night}`, {
    headers: await staffHeaders(request),
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { counts: DoorCounts }).counts
}

const headcount = (page: Page) => page.getByRole('status', { name: 'Headcount' })

// The night under way in the club's time zone (until 6 AM, the night before), as the server says.
async function doorTonight(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/admin/door', { headers: await staffHeaders(request) })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { date: string }).date
}

type Booking = {
  id: string
  name: string
  email: string | null
  time: string
  guests: number
  occasion: string | null
  requests: string | null
  package_id: string | null
  phone: string | null
  table_label: string | null
  staff_notes: string | null
}

// Staff move the guest's booking to another night, the rest as it is.
async function moveBooking(request: APIRequestContext, email: string, night: string) {
  const headers = await staffHeaders(request)
  const found = await request.get(`/api/admin/reservations?q=${encodeURIComponent(email)}`, {
    headers,
  })
  expect(found.ok()).toBe(true)
  const [booking] = ((await found.json()) as { data: Booking[] }).data
  if (!booking) throw new Error(`no booking for ${email}`)
  const {
    id,
    name,
    time,
    guests,
    occasion,
    requests,
    package_id,
    phone,
    table_label,
    staff_notes,
  } = booking
  const moved = await request.put(`/api/admin/reservations/${id}`, {
    data: {
      name,
      email: booking.email,
      date: night,
      time,
      guests,
      occasion,
      requests,
      package_id,
      phone,
      table_label,
      staff_notes,
    },
    headers,
  })
  expect(moved.status()).toBe(200)
}

function nightInWords(iso: string): string {
  const day = new Date(`${iso}T12:00:00Z`)
  const words = new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(day)
  return words // "Friday, November 27, 2026"
}

test.describe('a night, from the phone to the door', () => {
  test.beforeAll(async ({ request }) => {
    await saveBookingRules(request, EVERY_NIGHT)
    await saveClubSettings(request, {
      time_zone: 'America/New_York',
      notification_emails: [STAFF_MAIL],
    })
  })

  test.afterAll(async ({ request }) => {
    await saveClubSettings(request, { time_zone: 'UTC', notification_emails: [] })
  })

  test('a guest books from an event on a phone, staff confirm from their mail, the door checks in 4 of 6', async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(120_000)
    const name = `Night Guest ${String(Date.now())}`
    const email = `night-${String(Date.now())}@example.com`

    // The guest, on a phone: an event's Reserve lands on the form with the night filled in.
    const phone = await browser.newContext(phoneProfile())
    const guestPage = await phone.newPage()
    await guestPage.goto('/#events')
    const card = section(guestPage, 'events').getByRole('article').first()
    const night = (await card.locator('time').getAttribute('datetime')) ?? ''
    await card.getByRole('link', { name: 'Reserve' }).tap()
    const form = section(guestPage, 'bottle-service').locator('form')
    await expect(form).toBeInViewport()
    await expect(form.getByLabel('Date')).toHaveValue(night)
    await form.getByLabel('Name').fill(name)
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Phone').fill(GUEST_PHONE)
    await form.getByLabel('Time').selectOption({ label: '10:30 PM' })
    await form.getByLabel('Number of Guests').fill('6')
    await form.getByRole('button', { name: 'Submit Reservation' }).tap()
    await expect(form.getByText(RESERVATION_SENT)).toBeVisible()

    // Staff get the request by mail and confirm from its link, on a phone that never signed in.
    const staffMail = await mailTo(STAFF_MAIL, (mail) => mail.text.includes(name))
    const confirmLink = /Confirm it: (\S+)/.exec(staffMail.text)?.[1] ?? ''
    expect(confirmLink).toContain('/reservation-link#')
    expect(staffMail.html).toContain('Confirm')
    const link = new URL(confirmLink)
    const staffPhone = await phone.newPage()
    await staffPhone.goto(`${link.pathname}${link.hash}`)
    await expect(staffPhone.getByText(name)).toBeVisible()
    await staffPhone.getByRole('button', { name: 'Confirm reservation' }).tap()
    await expect(
      staffPhone.getByRole('status').filter({ hasText: `Confirmed. ${name} has been emailed.` }),
    ).toBeVisible()

    // The guest's confirmation arrives, with the night in words and the club's local time.
    const confirmation = await mailTo(email, (mail) => mail.subject.includes('is confirmed'))
    expect(confirmation.text).toContain(`Night: ${nightInWords(night)}`)
    expect(confirmation.text).toContain('Arrival: 10:30 PM, New York time')
    expect(confirmation.text).toContain('Guests: 6')
    expect(confirmation.text).toMatch(
      /Map: https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=123\+Nightlife\+Avenue/,
    )
    expect(confirmation.replyTo).toBe('info@nocturne.club')
    const mailView = await browser.newPage({ viewport: { width: 600, height: 900 } })
    await mailView.setContent(confirmation.html)
    await expect(
      mailView.getByRole('heading', { name: 'Your reservation is confirmed' }),
    ).toBeVisible()
    await mailView.screenshot({
      path: testInfo.outputPath('guest-confirmation-mail.png'),
      fullPage: true,
    })
    await mailView.close()

    // At the door. Arrivals are recorded on the night itself only: before it, the party is on
    // that night's list read-only, and staff move the booking to tonight for the door to go on.
    const door = await phone.newPage()
    await signInAsStaff(door)
    const party = door.getByRole('article', { name })
    const tonight = await doorTonight(request)
    if (night !== tonight) {
      await door.goto(`/admin/door?date=${night}`)
      await expect(party).toContainText('0 of 6 arrived')
      await expect(party.getByRole('button')).toHaveCount(0)
      await moveBooking(request, email, tonight)
    }

    // Tonight the host checks in 4 of the 6 on a phone; a second screen's headcount follows.
    const before = await doorCounts(request, tonight)
    await door.goto('/admin/door')
    const second = await browser.newPage()
    await signInAsStaff(second)
    await second.goto('/admin/door')
    await expect(headcount(second)).toContainText(
      `${String(before.guests_arrived)} / ${String(before.guests_expected)}`,
    )

    for (let n = 0; n < 4; n++) {
      await party.getByRole('button', { name: `Check in one more guest of ${name}` }).tap()
    }
    await expect(party).toContainText('4 of 6')
    await expect(headcount(second)).toContainText(
      `${String(before.guests_arrived + 4)} / ${String(before.guests_expected)}`,
    )
    expect((await doorCounts(request, tonight)).guests_arrived).toBe(before.guests_arrived + 4)
    await door.screenshot({ path: testInfo.outputPath('door-list-phone.png'), fullPage: true })
    await phone.close()
    await second.close()
  })

  test("a declined guest hears why, in the mail's text and HTML", async ({
    browser,
    request,
  }, testInfo) => {
    const email = `declined-${String(Date.now())}@example.com`
    const response = await request.post('/api/reservations', {
      data: {
        name: 'Declined Guest',
        email,
        phone: GUEST_PHONE,
        date: new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10),
        time: '23:00',
        guests: 4,
      },
    })
    expect(response.status()).toBe(201)
    const staffMail = await mailTo(STAFF_MAIL, (mail) => mail.text.includes(email))
    const declineLink = new URL(/Decline it: (\S+)/.exec(staffMail.text)?.[1] ?? '')
    const page = await browser.newPage()
    await page.goto(`${declineLink.pathname}${declineLink.hash}`)
    await page
      .getByLabel('Reason for the guest')
      .fill('We are closed for a private event that night.')
    await page.getByRole('button', { name: 'Decline reservation' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Declined.' })).toBeVisible()
    // The same link again: used.
    await page.reload()
    await expect(page.getByText('This link has already been used.')).toBeVisible()

    const decline = await mailTo(email, (mail) =>
      mail.subject.startsWith('Your reservation request'),
    )
    expect(decline.text).toContain(
      'A note from the club: We are closed for a private event that night.',
    )
    await page.setViewportSize({ width: 600, height: 900 })
    await page.setContent(decline.html)
    await expect(
      page.getByText('A note from the club: We are closed for a private event that night.'),
    ).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath('guest-decline-mail.png'), fullPage: true })
    await page.close()
  })
})
