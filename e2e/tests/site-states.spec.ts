import { expect, test, type Page } from '@playwright/test'

import { section, serverError, withoutInlinedSite, withSite } from './support/site'

test.use({ colorScheme: 'dark' })

const HERO_FAILED = 'Unable to load hero content. Please refresh the page to try again.'
const EVENTS_FAILED = 'Failed to load events. Please try again later.'
const GALLERY_FAILED = 'Failed to load gallery items. Please try again later.'
const BOTTLE_FAILED = 'Failed to load content. Please try again later.'

// Makes the public reads fail while `state.failing` is true, counting the requests per path.
async function failingReads(page: Page) {
  const state = { failing: true, counts: new Map<string, number>() }
  const paths = [
    '**/api/site',
    '**/api/gallery-items',
    '**/api/packages',
    '**/api/sections/*',
    '**/api/contact',
  ]
  for (const path of paths) {
    await page.route(path, async (route) => {
      const key = new URL(route.request().url()).pathname
      state.counts.set(key, (state.counts.get(key) ?? 0) + 1)
      if (state.failing) await serverError(route)
      else await route.fallback()
    })
  }
  return state
}

test('with the tables empty, each section shows its empty text and the rest its defaults', async ({
  page,
}) => {
  await withSite(page, (site) => ({
    ...site,
    events: [],
    gallery_items: [],
    packages: [],
    contact: null,
    sections: Object.fromEntries(Object.entries(site.sections).filter(([name]) => name === 'hero')),
  }))
  for (const path of ['**/api/gallery-items', '**/api/packages']) {
    await page.route(path, (route) => route.fulfill({ json: { data: [], count: 0 } }))
  }
  await page.route('**/api/sections/*', (route) => route.fulfill({ json: null }))
  await page.route('**/api/contact', (route) => route.fulfill({ json: null }))

  await page.goto('/')
  await expect(
    section(page, 'events').getByText('No upcoming events at the moment. Check back soon!'),
  ).toBeVisible()
  await expect(
    section(page, 'events').getByRole('heading', { name: 'Upcoming Events' }),
  ).toBeVisible()
  await expect(
    section(page, 'gallery').getByText('No gallery items available. Check back soon!'),
  ).toBeVisible()
  await expect(
    section(page, 'bottle-service').getByText(
      'No packages available at the moment. Please check back soon!',
    ),
  ).toBeVisible()
  await expect(
    section(page, 'bottle-service').getByRole('heading', { name: 'Bottle Service' }),
  ).toBeVisible()
  await expect(
    section(page, 'bottle-service').getByText(
      'Experience unparalleled luxury with our premium bottle service packages',
    ),
  ).toBeVisible()
  // The reservation form does not depend on the packages.
  await expect(
    section(page, 'bottle-service').getByRole('button', { name: 'Submit Reservation' }),
  ).toBeVisible()
  // About falls back to the club's own photos; contact and footer to their defaults.
  await expect(section(page, 'about').getByRole('img')).toHaveCount(4)
  await expect(section(page, 'contact').getByText('Thursday - Saturday')).toBeVisible()
  await expect(section(page, 'contact').getByText('10:00 PM - 3:00 AM')).toBeVisible()
  await expect(section(page, 'contact').locator('iframe')).toHaveCount(0)
  await expect(
    page.getByRole('contentinfo').getByText('© 2025 Nocturne. All rights reserved.'),
  ).toBeVisible()
})

test('sections show a spinner while loading, then their error after 3 retries; Try Again starts over', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await withoutInlinedSite(page)
  const state = await failingReads(page)
  const started = Date.now()
  await page.goto('/')

  await expect(section(page, 'gallery').getByRole('status', { name: 'Loading' })).toBeVisible()
  await expect(section(page, 'gallery').getByText(GALLERY_FAILED)).toBeVisible({ timeout: 15_000 })
  // 1 attempt + 3 retries, waiting 1s, 2s and 3s in between.
  expect(Date.now() - started).toBeGreaterThanOrEqual(6000)
  expect(state.counts.get('/api/gallery-items')).toBe(4)
  await expect(section(page, 'events').getByText(EVENTS_FAILED)).toBeVisible()
  await expect(section(page, 'bottle-service').getByText(BOTTLE_FAILED)).toBeVisible()
  expect(state.counts.get('/api/packages')).toBe(4)
  // The hero waits 1s, 2s, 4s.
  await expect(page.getByText(HERO_FAILED)).toBeVisible({ timeout: 15_000 })
  // The contact section and the footer fail silently to their defaults.
  await expect(section(page, 'contact').getByText('Thursday - Saturday')).toBeVisible()
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }),
  ).toBeVisible()

  // Try Again resets the retry count: another 4 attempts before the error shows again.
  await section(page, 'gallery').getByRole('button', { name: 'Try Again' }).click()
  await expect(section(page, 'gallery').getByRole('status', { name: 'Loading' })).toBeVisible()
  await expect(section(page, 'gallery').getByText(GALLERY_FAILED)).toBeVisible({ timeout: 15_000 })
  expect(state.counts.get('/api/gallery-items')).toBe(8)

  // Once the server answers, Try Again reloads only that section.
  state.failing = false
  await section(page, 'gallery').getByRole('button', { name: 'Try Again' }).click()
  await expect(section(page, 'gallery').getByRole('button', { name: 'All' })).toBeVisible()
  await expect(section(page, 'events').getByText(EVENTS_FAILED)).toBeVisible()
  await section(page, 'events').getByRole('button', { name: 'Try Again' }).click()
  await expect(
    section(page, 'events').getByRole('heading', { name: 'Midnight Gala' }),
  ).toBeVisible()
  await section(page, 'bottle-service').getByRole('button', { name: 'Try Again' }).click()
  await expect(section(page, 'bottle-service').getByText('$1,200.00')).toBeVisible()

  // The hero's Try Again reloads the page.
  await page.getByRole('button', { name: 'Try Again' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Where the Night Comes Alive' }),
  ).toBeVisible()
})

test('a section that fails twice and then answers shows its content, never the error', async ({
  page,
}) => {
  await withoutInlinedSite(page)
  let failures = 0
  await page.route('**/api/gallery-items', async (route) => {
    if (failures < 2) {
      failures += 1
      await route.abort()
    } else {
      await route.fallback()
    }
  })
  await page.goto('/')
  await expect(
    section(page, 'gallery')
      .getByRole('button', { name: /^View / })
      .first(),
  ).toBeVisible({ timeout: 10_000 })
  await expect(section(page, 'gallery').getByText(GALLERY_FAILED)).toHaveCount(0)
  expect(failures).toBe(2)
})
