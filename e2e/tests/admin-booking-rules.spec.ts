import { expect, test } from '@playwright/test'

import {
  expectNoSeriousA11yViolations,
  expectToast,
  openAdmin,
  signInAsStaff,
} from './support/content-admin'
import {
  availability,
  EVERY_NIGHT,
  saveBookingRules,
  shiftDay,
  staffHeaders,
} from './support/reservations'
import { section } from './support/site'

test.use({ colorScheme: 'dark' })

// The first night on or after `from` that falls on `weekday` (Monday = 0).
function nextWeekday(from: string, weekday: number): string {
  const day = (new Date(`${from}T12:00:00Z`).getUTCDay() + 6) % 7
  return shiftDay(from, ((weekday - day + 7) % 7) + 7)
}

test('staff set the opening nights and close a night; the reservation form gives the reasons', async ({
  page,
  browser,
  request,
}) => {
  const { first_date: tonight } = await availability(request)
  const friday = nextWeekday(tonight, 4)
  const monday = nextWeekday(tonight, 0)
  try {
    await signInAsStaff(page, '/admin/booking-rules')
    const nights = page.getByRole('group', { name: 'Opening nights' })
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Sunday'])
      await nights.getByLabel(day).uncheck()
    for (const day of ['Friday', 'Saturday']) await nights.getByLabel(day).check()
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await expectToast(page, 'Booking rules saved')
    await page.reload()
    for (const day of ['Friday', 'Saturday']) await expect(nights.getByLabel(day)).toBeChecked()
    await expect(nights.getByLabel('Monday')).not.toBeChecked()

    await page.getByLabel('Night', { exact: true }).fill(friday)
    await page.getByLabel('Reason (optional)').fill('Private hire.')
    await page.getByRole('button', { name: 'Close this night' }).click()
    await expectToast(page, 'Night closed to bookings')
    await expect(page.getByText('Private hire.')).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    const visitor = await browser.newPage()
    await visitor.goto('/#bottle-service')
    const form = section(visitor, 'bottle-service').locator('form')
    const date = form.getByLabel('Date')
    await date.fill(friday)
    await expect(date).toHaveAccessibleDescription('We are closed that night. Private hire.')
    await date.fill(monday)
    await expect(date).toHaveAccessibleDescription(
      'We take bookings for Friday and Saturday nights only.',
    )
    await date.fill(shiftDay(friday, 1))
    await expect(date).not.toHaveAttribute('aria-invalid')
    await visitor.close()
  } finally {
    await saveBookingRules(request, EVERY_NIGHT)
    await request.delete(`/api/admin/blackout-dates/${friday}`, {
      headers: await staffHeaders(request),
    })
  }
})

// Rewording the contact hours used to open or close nights by itself ("Weekends" opened all
// seven). The hours are text now: the rules alone say which nights can be booked, on a phone as
// on a desktop.
for (const [device, size] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1440, height: 900 }],
] as const) {
  test(`on a ${device}, the contact hours are saved as written and open no night`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size)
    const { first_date: tonight } = await availability(request)
    const monday = nextWeekday(tonight, 0)
    const saturday = nextWeekday(tonight, 5)
    await saveBookingRules(request, { ...EVERY_NIGHT, opening_weekdays: [3, 4, 5] })
    await signInAsStaff(page, '/admin/contact')
    const hours = page.getByRole('region', { name: 'Hours', exact: true })
    const day = hours.getByLabel('Day', { exact: true }).first()
    const before = await day.inputValue()
    try {
      await expect(
        hours.getByText('Booking Rules take table requests for: Thursday - Saturday.'),
      ).toBeVisible()
      await day.fill('Weekends')
      await page.getByRole('button', { name: 'Save Changes' }).click()
      await expectToast(page, 'Contact information updated successfully!')

      const closed = (await availability(request)).closed
      expect(closed[monday]).toBe('We take bookings for Thursday, Friday and Saturday nights only.')
      expect(closed[saturday]).toBeUndefined()

      // The Booking Rules screen still shows the nights it opens, and says what the hours read.
      await openAdmin(page, '/admin/booking-rules')
      const nights = page.getByRole('group', { name: 'Opening nights' })
      for (const name of ['Thursday', 'Friday', 'Saturday'])
        await expect(nights.getByLabel(name)).toBeChecked()
      for (const name of ['Monday', 'Sunday'])
        await expect(nights.getByLabel(name)).not.toBeChecked()
      const note = page.getByText(
        /Your contact hours are shown to visitors exactly as written \(“Weekends, /,
      )
      await note.scrollIntoViewIfNeeded()
      await expect(note).toBeVisible()

      // Back on Contact Info, the hours can be written from the rules in one tap.
      await openAdmin(page, '/admin/contact')
      await hours.getByRole('button', { name: 'Use “Thursday - Saturday”' }).click()
      await expect(day).toHaveValue('Thursday - Saturday')
    } finally {
      await day.fill(before)
      await page.getByRole('button', { name: 'Save Changes' }).click()
      await expectToast(page, 'Contact information updated successfully!')
      await saveBookingRules(request, EVERY_NIGHT)
    }
  })
}
