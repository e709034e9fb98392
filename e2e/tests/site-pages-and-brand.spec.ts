import { expect, test, type APIRequestContext } from '@playwright/test'

import {
  EVERY_NIGHT,
  GUEST_PHONE,
  availability,
  saveBookingRules,
  staffHeaders,
} from './support/reservations'

async function clubName(request: APIRequestContext): Promise<string> {
  const site = (await (await request.get('/api/site')).json()) as { club_name: string }
  return site.club_name
}

function head(html: string) {
  const part = html.split('</head>')[0] ?? ''
  return {
    titles: [...part.matchAll(/<title>(.*?)<\/title>/g)].map((m) => m[1] ?? ''),
    canonicals: [...part.matchAll(/<link rel="canonical" href="([^"]*)" \/>/g)].map(
      (m) => m[1] ?? '',
    ),
    noindex: part.includes('<meta name="robots" content="noindex" />'),
  }
}

test.describe('page titles and canonical addresses', () => {
  test('each public page the sitemap lists is served with its own title and canonical address', async ({
    request,
  }) => {
    const club = await clubName(request)
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const listed = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map(
      (m) => new URL(m[1] ?? '').pathname,
    )
    // The site's pages, then a page per published night.
    expect(listed.slice(0, 4)).toEqual(['/', '/menu', '/privacy', '/terms'])
    expect(listed.slice(4).length).toBeGreaterThan(0)
    expect(listed.slice(4).every((path) => path.startsWith('/events/'))).toBe(true)
    const titles = new Set<string>()
    for (const path of listed) {
      const served = head(await (await request.get(path)).text())
      expect(served.titles).toHaveLength(1)
      titles.add(served.titles[0] ?? '')
      // The canonical address is the club's public address (its setting) with the page's path.
      expect(served.canonicals).toHaveLength(1)
      expect(new URL(served.canonicals[0] ?? '').pathname).toBe(path)
      expect(served.noindex).toBe(false)
    }
    expect(titles.size).toBe(listed.length)
    expect(head(await (await request.get('/menu')).text()).titles).toEqual([`Menu | ${club}`])
    expect(head(await (await request.get('/privacy')).text()).titles).toEqual([
      `Privacy Policy | ${club}`,
    ])
  })

  test('admin pages are not indexed and carry no canonical address', async ({ request }) => {
    for (const path of ['/admin', '/admin/reservations', '/admin/login']) {
      const served = head(await (await request.get(path)).text())
      expect(served.canonicals).toEqual([])
      expect(served.noindex).toBe(true)
    }
  })

  test('moving between pages in the app names the tab after the page shown', async ({
    page,
    request,
  }) => {
    const club = await clubName(request)
    await page.goto('/')
    const landing = await page.title()
    await page.getByRole('banner').getByRole('link', { name: 'Menu', exact: true }).first().click()
    await expect(page).toHaveURL(/\/menu$/)
    await expect(page).toHaveTitle(`Menu | ${club}`)
    await page.getByRole('link', { name: 'Back to Home' }).click()
    await expect(page).toHaveTitle(landing)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
    await expect(page).toHaveTitle(`Privacy Policy | ${club}`)
  })
})

test.describe('the site when its API cannot be reached', () => {
  for (const path of ['/', '/menu', '/privacy']) {
    test(`the top bar keeps its brand and default links on ${path}`, async ({ page, request }) => {
      const club = await clubName(request)
      // The page arrives without its inlined data, and every call to the API fails.
      await page.route('**/api/**', (route) => route.abort('connectionrefused'))
      await page.route(
        (url) => url.pathname === path,
        async (route) => {
          const response = await route.fetch()
          const html = (await response.text()).replace(
            /<script id="site-data"[^>]*>.*?<\/script>/s,
            '',
          )
          await route.fulfill({ response, body: html })
        },
      )
      await page.goto(path)
      const bar = page.getByRole('navigation', { name: 'Main' })
      // The app has taken over from the server's first screen.
      await expect(page.locator('[data-prerendered]')).toHaveCount(0)
      await expect(bar.getByRole('link', { name: club, exact: true })).toBeVisible()
      await expect(bar.getByRole('link', { name: club, exact: true })).toHaveAttribute('href', '/')
      for (const name of ['Events', 'Menu', 'Gallery', 'About', 'Contact']) {
        await expect(bar.getByRole('link', { name, exact: true }).first()).toBeAttached()
      }
    })
  }
})

test('a logo that cannot be loaded leaves the club’s name as the brand', async ({
  page,
  request,
}) => {
  const club = await clubName(request)
  const headers = await staffHeaders(request)
  const saved = (await (await request.get('/api/admin/navigation', { headers })).json()) as {
    logo_url: string | null
    links: unknown[]
  }
  const put = (logo: string | null) =>
    request.put('/api/admin/navigation', { headers, data: { logo_url: logo, links: saved.links } })
  expect((await put('https://example.com/logo-gone.png')).status()).toBe(200)
  try {
    await page.route('https://example.com/**', (route) => route.abort('connectionrefused'))
    await page.goto('/menu')
    const bar = page.getByRole('navigation', { name: 'Main' })
    const brand = bar.getByRole('link', { name: club, exact: true })
    await expect(brand).toHaveText(club)
    await expect(brand.locator('img')).toHaveCount(0)
  } finally {
    expect((await put(saved.logo_url)).status()).toBe(200)
  }
})

test('too many reservations from one connection: the product’s failure text, why, when, and the club’s phone', async ({
  page,
  request,
}) => {
  await saveBookingRules(request, EVERY_NIGHT)
  const { first_date: night } = await availability(request)
  // The server's own answer once a connection passed its limit (core/rate_limit.py), nine minutes
  // before its window ends.
  await page.route('**/api/reservations', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'Retry-After': '540' },
      json: {
        error: {
          code: 'too_many_requests',
          message: 'Too many requests. Please wait a moment and try again.',
        },
      },
    }),
  )
  await page.goto('/#bottle-service')
  const form = page.locator('#bottle-service form')
  await form.getByLabel('Name').fill('Busy Guest')
  await form.getByLabel('Email').fill('busy@example.com')
  await form.getByLabel('Phone').fill(GUEST_PHONE)
  await form.getByLabel('Date').fill(night)
  await form.getByLabel('Time').selectOption({ label: '11:30 PM' })
  await form.getByLabel('Number of Guests').fill('4')
  await form.getByRole('button', { name: 'Submit Reservation' }).click()
  const alert = form.getByRole('alert')
  await expect(
    alert.getByText('Failed to submit reservation. Please try again later.', { exact: true }),
  ).toBeVisible()
  await expect(alert).toContainText(
    'Too many requests came from this connection. Please try again in 9 minutes.',
  )
  const contact = (await (await request.get('/api/contact')).json()) as {
    contact: { phone: string }
  }
  const call = alert.getByRole('link', { name: contact.contact.phone })
  await expect(call).toHaveAttribute('href', `tel:${contact.contact.phone.replace(/[^\d+]/g, '')}`)
})
