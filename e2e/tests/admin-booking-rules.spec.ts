import { expect, test } from '@playwright/test'

import { expectNoSeriousA11yViolations, expectToast, signInAsStaff } from './support/content-admin'
import { availability, EVERY_NIGHT, saveBookingRules, shiftDay, staffHeaders } from './support/reservations'
import { section } from './support/site'

test.use({ colorScheme: 'dark' })

// The first night on or after `from` that falls on `weekday` (Monday = 0).
function nextWeekday(from: string, weekday: number): string {
  const day = (new Date(`${from}T12:00:00Z`).getUTCDay() + 6) % 7
  return shiftDay(from, ((weekday - day + 7) % 7) + 7)
}

test('staff set the opening nights and close a night; the reservation form gives the reasons', async ({ page, browser, request }) => {
  const { first_date: tonight } = await availability(request)
  const friday = nextWeekday(tonight, 4)
  const monday = nextWeekday(tonight, 0)
  try {
    await signInAsStaff(page, '/admin/booking-rules')
    await page.getByLabel('Follow the opening hours on the Contact Info screen').uncheck()
    const nights = page.getByRole('group', { name: 'Opening nights' })
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Sunday']) await nights.getByLabel(day).uncheck()
    for (const day of ['Friday', 'Saturday']) await nights.getByLabel(day).check()
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await expectToast(page, 'Booking rules saved')
    await expect(page.getByText('Bookable now: Friday, Saturday (from the settings).')).toBeVisible()

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
    await expect(date).toHaveAccessibleDescription('We take bookings for Friday and Saturday nights only.')
    await date.fill(shiftDay(friday, 1))
    await expect(date).not.toHaveAttribute('aria-invalid')
    await visitor.close()
  } finally {
    await saveBookingRules(request, EVERY_NIGHT)
    await request.delete(`/api/admin/blackout-dates/${friday}`, { headers: await staffHeaders(request) })
  }
})
