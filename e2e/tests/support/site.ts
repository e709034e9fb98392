import type { Page, Route } from '@playwright/test'

// The server inlines the /api/site payload into the HTML of every page as
// <script id="site-data" type="application/json">, so the first paint needs no request. To show
// loading and error states the tests take it out (or rewrite it) on the way to the browser.
const SITE_DATA = /<script id="site-data" type="application\/json">([\s\S]*?)<\/script>/

type Site = Record<string, unknown> & {
  events: unknown[]
  gallery_items: unknown[]
  packages: unknown[]
  sections: Record<string, unknown>
  contact: unknown
}

const isDocument = (url: URL) =>
  !url.pathname.startsWith('/api/') &&
  !url.pathname.startsWith('/assets/') &&
  !url.pathname.startsWith('/media/')

export async function withoutInlinedSite(page: Page) {
  await page.route(isDocument, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback()
    const response = await route.fetch()
    const body = (await response.text()).replace(SITE_DATA, '')
    await route.fulfill({ response, body })
  })
}

// Rewrites the inlined payload and every later GET /api/site the same way.
export async function withSite(page: Page, change: (site: Site) => Site) {
  await page.route(isDocument, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback()
    const response = await route.fetch()
    const html = await response.text()
    const body = html.replace(SITE_DATA, (_, json: string) => {
      const site = change(JSON.parse(json.replace(/\\u003c/g, '<')) as Site)
      const text = JSON.stringify(site).replace(/</g, '\\u003c')
      return `<script id="site-data" type="application/json">${text}</script>`
    })
    await route.fulfill({ response, body })
  })
  await page.route('**/api/site', async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, json: change((await response.json()) as Site) })
  })
}

export const serverError = (route: Route) =>
  route.fulfill({ status: 500, json: { error: { code: 'internal_error', message: 'Boom' } } })

export const section = (page: Page, id: string) => page.locator(`section#${id}`)

// Lazy pictures load as they near the viewport: scrolls through the whole page once, and on a
// phone through each row that scrolls sideways, each row back to its start (instantly: the rows
// scroll smoothly otherwise), then back to the top.
export async function scrollThroughPage(page: Page, pauseMs: number) {
  await page.evaluate(async (ms) => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, ms))
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' })
      await pause()
    }
    const rows = Array.from(document.querySelectorAll('main ul')).filter(
      (row) => row.scrollWidth > row.clientWidth,
    )
    for (const row of rows) {
      row.scrollIntoView({ block: 'center', behavior: 'instant' })
      for (let x = 0; x <= row.scrollWidth; x += row.clientWidth / 2) {
        row.scrollTo({ left: x, behavior: 'instant' })
        await pause()
      }
      row.scrollTo({ left: 0, behavior: 'instant' })
    }
    window.scrollTo({ top: 0, behavior: 'instant' })
  }, pauseMs)
}
