import { expect, test, type Locator, type Page } from '@playwright/test'

import {
  availability,
  EVERY_NIGHT,
  GUEST_PHONE,
  saveBookingRules,
  shiftDay,
} from './support/reservations'
import { section, serverError } from './support/site'

test.use({ colorScheme: 'dark' })

const CONTACT_SENT = "Message sent successfully! We'll get back to you soon."
const CONTACT_FAILED = 'Failed to send message. Please try again later.'
const RESERVATION_SENT =
  "Reservation submitted successfully! We'll contact you shortly to confirm your booking."
const RESERVATION_FAILED = 'Failed to submit reservation. Please try again later.'

const contactForm = (page: Page) => section(page, 'contact').locator('form')
const reservationForm = (page: Page) => section(page, 'bottle-service').locator('form')
const validity = (field: Locator) =>
  field.evaluate((node: HTMLInputElement) => {
    const state = node.validity
    return {
      valid: state.valid,
      valueMissing: state.valueMissing,
      typeMismatch: state.typeMismatch,
      rangeUnderflow: state.rangeUnderflow,
      rangeOverflow: state.rangeOverflow,
    }
  })

function localDay(offsetDays: number): string {
  const date = new Date()
  date.setDate(date.getDate() + offsetDays)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

// Counts the posts to `path` so a test can show the browser refused to send.
function countPosts(page: Page, path: string) {
  const posts: unknown[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path)
      posts.push(request.postDataJSON())
  })
  return posts
}

// Holds the answer back a little so the busy state can be seen.
async function slowDown(page: Page, path: string) {
  await page.route(`**${path}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600))
    await route.fallback()
  })
}

async function fillContact(
  page: Page,
  values: { name: string; email: string; subject: string; message: string },
) {
  const form = contactForm(page)
  await form.getByLabel('Name').fill(values.name)
  await form.getByLabel('Email').fill(values.email)
  await form.getByLabel('Subject').selectOption(values.subject)
  await form.getByLabel('Message').fill(values.message)
}

test.describe('contact form', () => {
  test("sends the message with 'Sending...', clears the form on success and hides the message after 5 seconds", async ({
    page,
  }) => {
    const posts = countPosts(page, '/api/contact-submissions')
    await slowDown(page, '/api/contact-submissions')
    await page.goto('/#contact')
    const name = `E2E Visitor ${String(Date.now())}`
    await fillContact(page, {
      name,
      email: 'visitor@example.com',
      subject: 'Private Event',
      message: 'A table for ten, please.',
    })
    await contactForm(page).getByRole('button', { name: 'Send Message' }).click()
    await expect(contactForm(page).getByRole('button', { name: 'Sending...' })).toBeVisible()
    await expect(contactForm(page).getByText(CONTACT_SENT)).toBeVisible()
    await expect(contactForm(page).getByText(CONTACT_FAILED)).toHaveCount(0)
    expect(posts).toEqual([
      {
        name,
        email: 'visitor@example.com',
        subject: 'Private Event',
        message: 'A table for ten, please.',
        website: '',
      },
    ])
    await expect(contactForm(page).getByLabel('Name')).toHaveValue('')
    await expect(contactForm(page).getByLabel('Subject')).toHaveValue('')
    await expect(contactForm(page).getByText(CONTACT_SENT)).toBeHidden({ timeout: 7000 })
  })

  test('shows the failure text and keeps the values when the server fails', async ({ page }) => {
    await page.route('**/api/contact-submissions', serverError)
    await page.goto('/#contact')
    await fillContact(page, {
      name: 'Kept',
      email: 'kept@example.com',
      subject: 'Feedback',
      message: 'Great night.',
    })
    await contactForm(page).getByRole('button', { name: 'Send Message' }).click()
    await expect(contactForm(page).getByText(CONTACT_FAILED)).toBeVisible()
    await expect(contactForm(page).getByText(CONTACT_SENT)).toHaveCount(0)
    await expect(contactForm(page).getByLabel('Name')).toHaveValue('Kept')
    await expect(contactForm(page).getByText(CONTACT_FAILED)).toBeHidden({ timeout: 7000 })
  })

  test('the browser requires every field, a valid email and a subject', async ({ page }) => {
    const posts = countPosts(page, '/api/contact-submissions')
    await page.goto('/#contact')
    const form = contactForm(page)
    const send = form.getByRole('button', { name: 'Send Message' })
    await expect(form.getByLabel('Subject').locator('option')).toHaveText([
      'Select a subject',
      'General Inquiry',
      'Private Event',
      'Feedback',
      'Other',
    ])
    await send.click()
    expect((await validity(form.getByLabel('Name'))).valueMissing).toBe(true)

    await form.getByLabel('Name').fill('Ada')
    await form.getByLabel('Email').fill('not-an-email')
    await send.click()
    expect((await validity(form.getByLabel('Email'))).typeMismatch).toBe(true)

    await form.getByLabel('Email').fill('ada@example.com')
    await send.click()
    expect((await validity(form.getByLabel('Subject'))).valueMissing).toBe(true)

    await form.getByLabel('Subject').selectOption('Other')
    await send.click()
    expect((await validity(form.getByLabel('Message'))).valueMissing).toBe(true)
    expect(posts).toEqual([])
  })

  test("shows the server's message next to the field it refuses", async ({ page }) => {
    await page.goto('/#contact')
    // The browser accepts an address without a dot in its domain; the server does not.
    await fillContact(page, {
      name: 'Ada',
      email: 'ada@localhost',
      subject: 'Other',
      message: 'Hello',
    })
    await contactForm(page).getByRole('button', { name: 'Send Message' }).click()
    const email = contactForm(page).getByLabel('Email')
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address.')
    await expect(contactForm(page).getByText(CONTACT_FAILED)).toBeVisible()
  })

  test('carries a hidden honeypot field that people cannot reach', async ({ page }) => {
    await page.goto('/#contact')
    const trap = contactForm(page).locator('input[name="website"]')
    await expect(trap).toHaveAttribute('tabindex', '-1')
    await expect(trap).toHaveAttribute('autocomplete', 'off')
    await expect(trap).not.toBeInViewport()
    expect(await trap.evaluate((node) => getComputedStyle(node).display)).not.toBe('none')
  })
})

test.describe('reservation form', () => {
  test.beforeAll(async ({ request }) => {
    await saveBookingRules(request, EVERY_NIGHT)
  })

  // Each test books as a new guest: a guest may hold one pending request a night.
  let guests = 0
  const newGuest = () => `guest-${String(Date.now())}-${String(++guests)}@example.com`

  async function fillReservation(
    page: Page,
    values: { name: string; date: string; guests: string; email?: string },
  ) {
    const form = reservationForm(page)
    await form.getByLabel('Name').fill(values.name)
    await form.getByLabel('Email').fill(values.email ?? newGuest())
    await form.getByLabel('Phone').fill(GUEST_PHONE)
    await form.getByLabel('Date').fill(values.date)
    await form.getByLabel('Time').selectOption({ label: '11:30 PM' })
    await form.getByLabel('Number of Guests').fill(values.guests)
  }

  test("submits with 'Submitting...' disabled, shows only the success text, clears, hides after 5 seconds", async ({
    page,
  }) => {
    const posts = countPosts(page, '/api/reservations')
    await slowDown(page, '/api/reservations')
    await page.goto('/#bottle-service')
    const name = `E2E Guest ${String(Date.now())}`
    const email = newGuest()
    const date = localDay(7)
    await fillReservation(page, { name, date, guests: '6', email })
    await reservationForm(page).getByRole('button', { name: 'Submit Reservation' }).click()
    await expect(
      reservationForm(page).getByRole('button', { name: 'Submitting...' }),
    ).toBeDisabled()
    await expect(reservationForm(page).getByText(RESERVATION_SENT)).toBeVisible()
    await expect(reservationForm(page).getByText(RESERVATION_FAILED)).toHaveCount(0)
    expect(posts).toEqual([
      {
        name,
        email,
        date,
        time: '23:30',
        guests: 6,
        occasion: null,
        requests: null,
        phone: GUEST_PHONE,
        package_id: null,
        area_id: null,
        table_id: null,
        website: '',
      },
    ])
    await expect(reservationForm(page).getByLabel('Name')).toHaveValue('')
    await expect(reservationForm(page).getByLabel('Number of Guests')).toHaveValue('')
    await expect(reservationForm(page).getByText(RESERVATION_SENT)).toBeHidden({ timeout: 7000 })
    await expect(reservationForm(page).getByText(RESERVATION_FAILED)).toHaveCount(0)
  })

  test('sends the chosen occasion and the requests', async ({ page }) => {
    const posts = countPosts(page, '/api/reservations')
    await page.goto('/#bottle-service')
    await fillReservation(page, {
      name: `E2E Party ${String(Date.now())}`,
      date: localDay(3),
      guests: '12',
    })
    await reservationForm(page).getByLabel('Occasion (optional)').selectOption('anniversary')
    await reservationForm(page)
      .getByLabel('Special Requests (optional)')
      .fill('Champagne at midnight')
    await reservationForm(page).getByRole('button', { name: 'Submit Reservation' }).click()
    await expect(reservationForm(page).getByText(RESERVATION_SENT)).toBeVisible()
    expect(posts[0]).toMatchObject({
      guests: 12,
      occasion: 'anniversary',
      requests: 'Champagne at midnight',
    })
  })

  test('shows the failure text and keeps the values when the server fails', async ({ page }) => {
    await page.route('**/api/reservations', serverError)
    await page.goto('/#bottle-service')
    await fillReservation(page, { name: 'Kept Guest', date: localDay(2), guests: '4' })
    await reservationForm(page).getByRole('button', { name: 'Submit Reservation' }).click()
    await expect(reservationForm(page).getByText(RESERVATION_FAILED)).toBeVisible()
    await expect(reservationForm(page).getByText(RESERVATION_SENT)).toHaveCount(0)
    await expect(reservationForm(page).getByLabel('Name')).toHaveValue('Kept Guest')
    await expect(
      reservationForm(page).getByRole('button', { name: 'Submit Reservation' }),
    ).toBeEnabled()
  })

  test('the browser requires name, email, phone, a date from tonight, a time and 1 to 20 guests', async ({
    page,
    request,
  }) => {
    const { first_date: tonight } = await availability(request)
    const posts = countPosts(page, '/api/reservations')
    await page.goto('/#bottle-service')
    const form = reservationForm(page)
    const submit = form.getByRole('button', { name: 'Submit Reservation' })
    await expect(form.getByLabel('Time').locator('option')).toHaveText([
      'Select a time',
      '10:00 PM',
      '10:30 PM',
      '11:00 PM',
      '11:30 PM',
      '12:00 AM',
    ])
    expect(
      await form
        .getByLabel('Time')
        .locator('option')
        .evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value)),
    ).toEqual(['', '22:00', '22:30', '23:00', '23:30', '00:00'])
    await expect(form.getByLabel('Occasion (optional)').locator('option')).toHaveCount(5)
    await expect(form.getByLabel('Date')).toHaveAttribute('min', tonight)

    await submit.click()
    for (const label of ['Name', 'Email', 'Phone', 'Date', 'Time', 'Number of Guests']) {
      expect((await validity(form.getByLabel(label, { exact: true }))).valueMissing, label).toBe(
        true,
      )
    }
    expect((await validity(form.getByLabel('Occasion (optional)'))).valid).toBe(true)
    expect((await validity(form.getByLabel('Special Requests (optional)'))).valid).toBe(true)

    await fillReservation(page, { name: 'Ada', date: shiftDay(tonight, -1), guests: '0' })
    await form.getByLabel('Email').fill('not-an-email')
    await submit.click()
    expect((await validity(form.getByLabel('Email'))).typeMismatch).toBe(true)
    expect((await validity(form.getByLabel('Date'))).rangeUnderflow).toBe(true)
    expect((await validity(form.getByLabel('Number of Guests'))).rangeUnderflow).toBe(true)
    await form.getByLabel('Number of Guests').fill('21')
    expect((await validity(form.getByLabel('Number of Guests'))).rangeOverflow).toBe(true)
    await form.getByLabel('Number of Guests').fill('20')
    expect((await validity(form.getByLabel('Number of Guests'))).valid).toBe(true)
    expect(posts).toEqual([])
  })

  test("shows the server's message next to the field it refuses", async ({ page }) => {
    await page.goto('/#bottle-service')
    // A name of spaces only: the browser's required check takes it, the server does not.
    await fillReservation(page, { name: '   ', date: localDay(30), guests: '2' })
    await reservationForm(page).getByRole('button', { name: 'Submit Reservation' }).click()
    const name = reservationForm(page).getByLabel('Name')
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toHaveAccessibleDescription('Please enter your name.')
    await expect(reservationForm(page).getByText(RESERVATION_FAILED)).toBeVisible()
    await expect(reservationForm(page).getByLabel('Date')).toHaveValue(localDay(30))
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test("an event's Reserve lands on the form with its night, and a package's with its package", async ({
      page,
    }) => {
      const posts = countPosts(page, '/api/reservations')
      await page.goto('/#events')
      const card = section(page, 'events').getByRole('article').first()
      const night = (await card.locator('time').getAttribute('datetime')) ?? ''
      await card.getByRole('link', { name: 'Reserve' }).click()
      const form = reservationForm(page)
      await expect(form).toBeInViewport()
      await expect(form.getByLabel('Date')).toHaveValue(night)

      await fillReservation(page, {
        name: `Phone Guest ${String(Date.now())}`,
        date: night,
        guests: '4',
      })
      await form.getByRole('button', { name: 'Submit Reservation' }).click()
      await expect(form.getByText(RESERVATION_SENT)).toBeVisible()
      expect(posts[0]).toMatchObject({ date: night, phone: GUEST_PHONE })

      const gold = section(page, 'bottle-service')
        .getByRole('link', { name: /^Reserve the .* package$/ })
        .first()
      await gold.click()
      await expect(form).toBeInViewport()
      await expect(form.getByLabel('Package (optional)')).not.toHaveValue('')
    })
  })

  test("offers the club's open nights and says why another night is closed", async ({
    page,
    request,
  }) => {
    await saveBookingRules(request, { ...EVERY_NIGHT, opening_weekdays: [4, 5] })
    try {
      const posts = countPosts(page, '/api/reservations')
      const closedNight = Object.keys((await availability(request)).closed).sort()[1] ?? ''
      await page.goto('/#bottle-service')
      await fillReservation(page, { name: 'Monday Guest', date: closedNight, guests: '2' })
      const date = reservationForm(page).getByLabel('Date')
      await expect(date).toHaveAttribute('aria-invalid', 'true')
      await expect(date).toHaveAccessibleDescription(
        'We take bookings for Friday and Saturday nights only.',
      )
      await reservationForm(page).getByRole('button', { name: 'Submit Reservation' }).click()
      expect((await validity(date)).valid).toBe(false)
      expect(posts).toEqual([])
    } finally {
      await saveBookingRules(request, EVERY_NIGHT)
    }
  })

  test('bounds the date to one year ahead, as the server does, and says so in the field', async ({
    page,
    request,
  }) => {
    const nights = await availability(request)
    const posts = countPosts(page, '/api/reservations')
    await page.goto('/#bottle-service')
    const date = reservationForm(page).getByLabel('Date')
    await expect(date).toHaveAttribute('min', nights.first_date)
    await expect(date).toHaveAttribute('max', nights.last_date)
    await fillReservation(page, { name: 'Far Future', date: localDay(800), guests: '2' })
    await expect(date).toHaveAttribute('aria-invalid', 'true')
    await expect(date).toHaveAccessibleDescription('Reservations open one year ahead at most.')
    await reservationForm(page).getByRole('button', { name: 'Submit Reservation' }).click()
    expect((await validity(date)).valid).toBe(false)
    expect(posts).toEqual([])
    await expect(reservationForm(page).getByLabel('Name')).toHaveValue('Far Future')
  })
})

// A second request for one guest and night is refused by the Date field, far above the button on
// a phone: the field is brought into view and focused, with the failure text kept by the button.
for (const [name, size] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1440, height: 900 }],
] as const) {
  test(`a refusal brings its field into view and focus on a ${name}`, async ({ page, request }) => {
    await saveBookingRules(request, EVERY_NIGHT)
    await page.setViewportSize(size)
    await page.goto('/#bottle-service')
    const form = reservationForm(page)
    const email = `twice-${name}-${String(Date.now())}@example.com`
    const fill = async () => {
      await form.getByLabel('Name').fill('Twice Guest')
      await form.getByLabel('Email').fill(email)
      await form.getByLabel('Phone').fill(GUEST_PHONE)
      await form.getByLabel('Date').fill(localDay(3))
      await form.getByLabel('Time').selectOption({ label: '11:30 PM' })
      await form.getByLabel('Number of Guests').fill('4')
    }
    await fill()
    await form.getByRole('button', { name: 'Submit Reservation' }).click()
    await expect(form.getByText(RESERVATION_SENT)).toBeVisible()

    await fill()
    const submit = form.getByRole('button', { name: 'Submit Reservation' })
    await submit.scrollIntoViewIfNeeded()
    await submit.click()
    await expect(form.getByText(RESERVATION_FAILED)).toBeAttached()
    const date = form.getByLabel('Date')
    await expect(date).toBeFocused()
    await expect(date).toHaveAttribute('aria-invalid', 'true')
    await expect(date).toBeInViewport()
    await expect(form.locator('#reservation-date-error')).toBeInViewport()
    await page.screenshot({ path: `test-results/refusal-in-view-${name}.png` })
  })
}
