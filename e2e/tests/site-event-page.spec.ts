import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
} from '@playwright/test'

import { phone } from './support/devices'
import { EVERY_NIGHT, saveBookingRules, shiftDay, staffHeaders } from './support/reservations'
import { section } from './support/site'

type SiteEvent = {
  id: string
  title: string
  date: string
  time: string
  location: string
  slug: string
  image: string | null
}

const DESKTOP: BrowserContextOptions = { viewport: { width: 1440, height: 900 } }
const PAST_TITLE = 'Last Season Closing Party'

async function firstEvent(request: APIRequestContext): Promise<SiteEvent> {
  const site = (await (await request.get('/api/site')).json()) as { events: SiteEvent[] }
  const event = site.events.find(
    (candidate) => candidate.image && !/mp4|webm|ogg/i.test(candidate.image),
  )
  if (!event) throw new Error('the demo club has no event with a picture')
  return event
}

function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)
  return match?.[1]?.replaceAll('&amp;', '&')
}

test.describe('an event page', () => {
  let past: SiteEvent
  let headers: Record<string, string>

  test.beforeAll(async ({ request }) => {
    await saveBookingRules(request, EVERY_NIGHT)
    headers = await staffHeaders(request)
    const today = new Date().toISOString().slice(0, 10)
    const created = await request.post('/api/admin/events', {
      headers,
      data: {
        title: PAST_TITLE,
        description: 'The last night of the season.',
        date: shiftDay(today, -40),
        time: '10:00 PM',
        location: 'Main Room',
      },
    })
    expect(created.status()).toBe(201)
    past = (await created.json()) as SiteEvent
  })

  test.afterAll(async ({ request }) => {
    await request.delete(`/api/admin/events/${past.id}`, { headers })
  })

  for (const [device, options] of [
    ['a phone', phone()],
    ['a desktop', DESKTOP],
  ] as const) {
    test(`on ${device}, a card's title opens the night's page with everything to plan it`, async ({
      browser,
    }: {
      browser: Browser
    }) => {
      const context = await browser.newContext(options)
      const page = await context.newPage()
      const event = await firstEvent(page.request)
      await page.goto('/#events')
      const card = section(page, 'events')
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: event.title }) })
      await card.getByRole('link', { name: event.title, exact: true }).click()
      await expect(page).toHaveURL(`/events/${event.slug}`)

      const main = page.locator('main')
      await expect(main.getByRole('heading', { level: 1, name: event.title })).toBeVisible()
      await expect(page).toHaveTitle(new RegExp(`^${event.title} \\| `))
      // The flyer whole: its box has the picture's own proportions, nothing cropped.
      const flyer = main.getByRole('img', { name: event.title })
      await expect(flyer).toBeVisible()
      await expect
        .poll(() => flyer.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true)
      const ratios = await flyer.evaluate((img: HTMLImageElement) => ({
        shown: img.clientWidth / img.clientHeight,
        natural: img.naturalWidth / img.naturalHeight,
        srcset: img.srcset,
      }))
      expect(Math.abs(ratios.shown - ratios.natural)).toBeLessThan(0.02)
      expect(ratios.srcset).toContain('w,')
      const box = await flyer.boundingBox()
      const viewport = page.viewportSize()
      expect(box && viewport && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true)

      await expect(main.locator(`time[datetime="${event.date}"]`)).toBeVisible()
      await expect(main.getByText(event.time, { exact: true })).toBeVisible()
      await expect(main.getByText(event.location, { exact: true })).toBeVisible()
      const directions = main.getByRole('link', { name: 'Get directions' })
      await expect(directions).toHaveAttribute(
        'href',
        /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
      )
      await expect(directions).toHaveAttribute('target', '_blank')
      const calendar = main.getByRole('link', { name: 'Add to calendar' })
      await expect(calendar).toHaveAttribute('href', `/events/${event.id}.ics`)
      const ics = await page.request.get(`/events/${event.id}.ics`)
      expect(ics.status()).toBe(200)
      expect(await ics.text()).toContain('BEGIN:VEVENT')
      await expect(main.getByText('This night has passed')).toHaveCount(0)

      // Reserve opens the form with that night chosen.
      await main.getByRole('link', { name: 'Reserve' }).click()
      const form = section(page, 'bottle-service').locator('form')
      await expect(form).toBeInViewport()
      await expect(form.getByLabel('Date')).toHaveValue(event.date)
      await context.close()
    })
  }

  test('the served HTML carries the night’s own title, description, card and JSON-LD', async ({
    page,
  }) => {
    const event = await firstEvent(page.request)
    const response = await page.request.get(`/events/${event.slug}`)
    expect(response.status()).toBe(200)
    const html = await response.text()
    // Links point at the site's public address (the server's setting), as the landing page's do.
    const landing = await (await page.request.get('/')).text()
    const home = /<link rel="canonical" href="([^"]+)"/.exec(landing)?.[1] ?? ''
    const origin = new URL(home).origin
    const url = `${origin}/events/${event.slug}`
    expect(html).toContain(`<link rel="canonical" href="${url}" />`)
    expect(metaContent(html, 'og:url')).toBe(url)
    expect(metaContent(html, 'og:title')).toMatch(new RegExp(`^${event.title} \\| `))
    expect(metaContent(html, 'description')?.length).toBeGreaterThan(10)
    expect(metaContent(html, 'og:image')).toBe(new URL(event.image ?? '', origin).href)
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image')
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}'
    const data = JSON.parse(ld) as { '@type': string; name: string; url: string; startDate: string }
    expect(data['@type']).toBe('Event')
    expect(data.name).toBe(event.title)
    expect(data.url).toBe(url)
    expect(data.startDate.startsWith(event.date)).toBe(true)
    // The page paints from what the HTML carries: with the event's API out of reach it still
    // shows the night. (A live update may read it again later; the first paint needs no call.)
    await page.route('**/api/events/*', (route) => route.abort())
    await page.goto(`/events/${event.slug}`)
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible()
    await expect(page.locator('main').getByText(event.location, { exact: true })).toBeVisible()
    const sitemap = await (await page.request.get('/sitemap.xml')).text()
    expect(sitemap).toContain(`<loc>${url}</loc>`)
  })

  test('the night is in the HTML the server sends, as the app then shows it', async ({
    browser,
  }) => {
    for (const options of [phone(), DESKTOP]) {
      // Without the script: what a crawler, a link preview's fetcher or a slow phone sees first.
      const still = await browser.newContext({ ...options, javaScriptEnabled: false })
      const page = await still.newPage()
      const event = await firstEvent(page.request)
      await page.goto(`/events/${event.slug}`)
      const main = page.locator('main')
      await expect(main.getByRole('heading', { level: 1, name: event.title })).toBeVisible()
      await expect(main.getByText(event.time, { exact: true })).toBeVisible()
      await expect(main.getByText(event.location, { exact: true })).toBeVisible()
      await expect(main.getByRole('link', { name: 'Reserve' })).toHaveAttribute(
        'href',
        `/?night=${event.date}#reservation-form`,
      )
      await expect(main.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
        'href',
        `/events/${event.id}.ics`,
      )
      const flyer = main.getByRole('img', { name: event.title })
      await expect(flyer).toBeVisible()
      await expect
        .poll(() => flyer.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true)
      await expect(
        page.locator('header').getByRole('link', { name: 'Menu' }).first(),
      ).toBeAttached()
      const served = await main.locator('article').innerText()
      await still.close()

      // With it: the app's first render shows the same words in the same place.
      const live = await browser.newContext(options)
      const app = await live.newPage()
      await app.goto(`/events/${event.slug}`)
      await expect(app.getByRole('heading', { level: 1, name: event.title })).toBeVisible()
      await expect.poll(() => app.locator('main article').innerText()).toBe(served)
      await live.close()
    }
  })

  test('a past night keeps its page, marked as passed, without Reserve', async ({ browser }) => {
    const context = await browser.newContext(phone())
    const page = await context.newPage()
    const response = await page.goto(`/events/${past.slug}`)
    expect(response?.status()).toBe(200)
    const main = page.locator('main')
    await expect(main.getByRole('heading', { level: 1, name: PAST_TITLE })).toBeVisible()
    await expect(main.getByText('This night has passed')).toBeVisible()
    await expect(main.getByRole('link', { name: 'Reserve' })).toHaveCount(0)
    await expect(main.getByRole('link', { name: 'Add to calendar' })).toBeVisible()
    await context.close()
  })

  test('an address no event has shows the not-found page with a 404', async ({ page }) => {
    const response = await page.goto('/events/no-such-night-2000-01-01')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  })
})
