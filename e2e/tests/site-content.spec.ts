import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { section } from './support/site'

type SiteEvent = { id: string; title: string; date: string; time: string; location: string }
type Site = { club_name: string; events: SiteEvent[] }

test.use({ colorScheme: 'dark' })

async function readSite(page: Page): Promise<Site> {
  const response = await page.request.get('/api/site')
  return (await response.json()) as Site
}

test('the landing page paints every section from the inlined payload, without a site request', async ({
  page,
}) => {
  // The live feed reads the site again once its subscriptions are confirmed (a change made while
  // the page opened would be missed otherwise). Those reads are held here, never answered: the
  // page can only paint from the payload in its HTML.
  await page.route(
    (url) => url.pathname.startsWith('/api/site'),
    () => undefined,
  )
  await page.goto('/')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Where the Night Comes Alive' }),
  ).toBeVisible()
  await expect(
    section(page, 'events').getByRole('heading', { name: 'Midnight Gala' }),
  ).toBeVisible()
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0)
})

test('the sections appear in the product’s order with one h1', async ({ page }) => {
  await page.goto('/')
  // The hero comes as HTML from the server; the other sections come with the app.
  await expect(page.locator('#bottle-service')).toBeAttached()
  const ids = await page
    .locator('main > section[id]')
    .evaluateAll((nodes) => nodes.map((node) => node.id))
  expect(ids).toEqual(['events', 'gallery', 'about', 'contact', 'bottle-service'])
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
})

test('the events section shows the demo events with local dates, Reserve and Add to calendar', async ({
  page,
}) => {
  const site = await readSite(page)
  const first = site.events[0]
  if (!first) throw new Error('the demo club has no events')
  await page.goto('/')
  const events = section(page, 'events')
  await expect(events.getByRole('heading', { level: 2, name: 'Upcoming Events' })).toBeVisible()
  await expect(
    events.getByText('Join us for unforgettable nights of luxury, music, and entertainment'),
  ).toBeVisible()
  const card = events
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: first.title }) })
  const localDate = await page.evaluate((date) => {
    const [y, m, d] = date.split('-').map(Number)
    return new Date(y ?? 0, (m ?? 1) - 1, d).toLocaleDateString(undefined, {
      weekday: 'short',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    })
  }, first.date)
  await expect(card.getByText(localDate)).toBeVisible()
  await expect(card.getByText(first.time)).toBeVisible()
  await expect(card.getByText(first.location)).toBeVisible()
  await expect(card.getByRole('img', { name: first.title })).toHaveAttribute('loading', 'lazy')
  await expect(
    card.getByRole('link', { name: `Reserve a table for ${first.title}`, exact: true }),
  ).toHaveAttribute('href', `/?night=${first.date}#reservation-form`)
  await expect(card.getByRole('link', { name: /Add to calendar/ })).toHaveAttribute(
    'href',
    `/events/${first.id}.ics`,
  )
  await expect(
    events.getByRole('link', { name: 'Subscribe to the events calendar' }),
  ).toHaveAttribute('href', '/events.ics')
  await expect(events.getByRole('article')).toHaveCount(site.events.length)

  await card.getByRole('link', { name: `Reserve a table for ${first.title}`, exact: true }).click()
  await expect(page).toHaveURL(/#reservation-form$/)
  await expect(section(page, 'bottle-service').locator('form')).toBeInViewport()
})

test('the gallery, about, contact and bottle-service sections show the demo club', async ({
  page,
}) => {
  await page.goto('/')
  const gallery = section(page, 'gallery')
  await expect(gallery.getByRole('heading', { level: 2, name: 'Gallery' })).toBeVisible()
  await expect(
    gallery.getByText('Step into the world of Nocturne through our curated collection of moments'),
  ).toBeVisible()
  await expect(gallery.getByRole('button', { name: /^View / })).toHaveCount(9)

  const about = section(page, 'about')
  await expect(
    about.getByRole('heading', { level: 2, name: 'The Nocturne Experience' }),
  ).toBeVisible()
  await expect(about.getByText(/Since opening our doors in 2015/)).toContainText('three levels')
  await expect(about.getByText(/Since opening our doors in 2015/)).toContainText('sound systems')
  await expect(about.getByText(/Since opening our doors in 2015/)).toContainText('premium spirits')
  await expect(about.getByRole('listitem')).toHaveCount(4)
  await expect(about.getByRole('img').first()).toHaveAttribute(
    'src',
    /\/media\/experience-images\//,
  )

  const contact = section(page, 'contact')
  await expect(contact.getByRole('heading', { level: 2, name: 'Contact Us' })).toBeVisible()
  await expect(contact.getByText('123 Nightlife Avenue')).toBeVisible()
  await expect(contact.getByText('New York, NY 10001')).toBeVisible()
  await expect(contact.getByText('Thursday - Saturday')).toBeVisible()
  await expect(contact.getByRole('link', { name: '+1 (555) 123-4567' })).toHaveAttribute(
    'href',
    'tel:+15551234567',
  )
  await expect(contact.getByRole('link', { name: 'info@nocturne.club' })).toHaveAttribute(
    'href',
    'mailto:info@nocturne.club',
  )
  await expect(contact.locator('iframe')).toHaveAttribute('title', /Nocturne/)
  await expect(contact.locator('iframe')).toHaveAttribute('loading', 'lazy')

  const bottle = section(page, 'bottle-service')
  await expect(bottle.getByRole('heading', { level: 2, name: 'Bottle Service' })).toBeVisible()
  await expect(
    bottle.getByText('Experience unparalleled luxury with our premium bottle service packages'),
  ).toBeVisible()
  await expect(bottle.getByRole('heading', { name: 'VIP Tables' })).toBeVisible()
  await expect(bottle.getByText('2,500+')).toBeVisible()
  await expect(bottle.getByRole('heading', { name: 'Select Your Experience' })).toBeVisible()
  const gold = bottle
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Gold' }) })
  await expect(gold.getByText('$1,200.00')).toBeVisible()
  await expect(
    gold.getByRole('list', { name: 'Gold package includes' }).getByRole('listitem'),
  ).toHaveCount(5)
  await expect(bottle.getByRole('heading', { name: 'Make a Reservation' })).toBeVisible()
})

test('the footer shows the company, social links, quick links, contact, hours, copyright and legal pages', async ({
  page,
}) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByText(/premier destination for nightlife/)).toBeVisible()
  await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
    'href',
    'https://instagram.com/',
  )
  await expect(footer.getByRole('heading', { name: 'Quick Links' })).toBeVisible()
  await expect(footer.getByRole('heading', { name: 'Contact', exact: true })).toBeVisible()
  await expect(footer.getByRole('heading', { name: 'Hours' })).toBeVisible()
  // The demo club saves the year it was made; the default with nothing saved stays 2025.
  await expect(
    footer.getByText(`© ${new Date().getFullYear()} Nocturne. All rights reserved.`),
  ).toBeVisible()

  await footer.getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page).toHaveURL(/\/privacy$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('the skip link jumps to the main content', async ({ page }) => {
  await page.goto('/')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
})

test('the Admin link shows its label on hover and is not on the admin pages', async ({ page }) => {
  await page.goto('/')
  const admin = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' })
  await expect(admin).toHaveAttribute('href', '/admin')
  const label = admin.locator('span')
  expect(await label.evaluate((node) => node.getBoundingClientRect().width)).toBe(0)
  await admin.hover()
  await expect
    .poll(() => label.evaluate((node) => node.getBoundingClientRect().width))
    .toBeGreaterThan(20)

  await page.goto('/admin/login')
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0)
})

test("the mobile menu labels the highlighted link 'Bottle Service' and lists Menu", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/')
  await page.getByRole('button', { name: 'Toggle menu' }).click()
  const panel = page.locator('#mobile-menu')
  await expect(panel.getByRole('link', { name: 'Menu', exact: true })).toHaveAttribute(
    'href',
    '/menu',
  )
  await panel.getByRole('link', { name: 'Bottle Service' }).click()
  await expect(panel).toBeHidden()
  await expect(page).toHaveURL(/#bottle-service$/)
})

test('the page has no horizontal scroll from 360 to 1920 pixels wide', async ({ page }) => {
  await page.goto('/')
  for (const width of [360, 768, 1024, 1920]) {
    await page.setViewportSize({ width, height: 900 })
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    )
    expect(overflow, `overflow at ${String(width)}px`).toBeLessThanOrEqual(0)
  }
})

for (const theme of ['dark', 'light'] as const) {
  for (const path of ['/', '/menu']) {
    test(`${path} has no serious or critical accessibility violations in the ${theme} theme`, async ({
      page,
    }) => {
      await page.addInitScript((value) => {
        window.localStorage.setItem('theme', value)
      }, theme)
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      if (path === '/menu') await expect(page.getByRole('tabpanel').getByRole('img')).toBeVisible()
      const results = await new AxeBuilder({ page }).analyze()
      const violations = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        )
      expect(violations).toEqual([])
    })
  }
}
