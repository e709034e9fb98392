import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

const html = (page: Page) => page.locator('html')
const storedTheme = (page: Page) => page.evaluate(() => window.localStorage.getItem('theme'))

// A dark system preference makes the starting theme known without touching storage.
test.use({ colorScheme: 'dark' })

test('the landing page shows the hero title from the demo club', async ({ page }) => {
  await page.goto('/')
  const title = page.getByRole('heading', { level: 1 })
  await expect(title).toBeVisible()
  await expect(title).not.toHaveText('')
  const hero = page.locator('section[aria-labelledby="hero-title"]')
  await expect(hero.getByRole('link')).toHaveCount(2)
})

// The parts of the first screen that the app renders again in place: the hero, the brand and the
// bar's link lists (the bar's buttons differ on purpose: the server's are worked by index.html).
// Written with each element's attributes sorted: the browser's React sets an image's src last.
const firstScreen = (page: Page) =>
  page.evaluate(() => {
    const canonical = (node: Node): string => {
      if (!(node instanceof Element)) return node.textContent ?? ''
      // A style attribute as the browser reads it: the server's text and the one React writes
      // through the style object spell the same declarations differently.
      const value = (a: Attr) =>
        a.name === 'style' && node instanceof HTMLElement ? node.style.cssText : a.value
      const attributes = Array.from(node.attributes, (a) => `${a.name}="${value(a)}"`).sort()
      const children = Array.from(node.childNodes, canonical).join('')
      return `<${node.localName} ${attributes.join(' ')}>${children}</${node.localName}>`
    }
    const part = (selector: string) => {
      const element = document.querySelector(selector)
      return element ? canonical(element) : null
    }
    return {
      hero: part('section[aria-labelledby="hero-title"]'),
      brand: part('nav[aria-label="Main"] > a'),
      lists: Array.from(document.querySelectorAll('header ul'), canonical),
    }
  })

test('the first screen the server sends is the markup the app renders in its place', async ({
  page,
}) => {
  await page.route('**/assets/*.js', (route) => route.abort())
  await page.goto('/')
  const served = await firstScreen(page)
  expect(served.hero).toContain('hero-title')
  expect(served.lists).toHaveLength(2)

  await page.unrouteAll()
  await page.goto('/')
  // The events section exists only in the app's render.
  await expect(page.locator('#events')).toBeAttached()
  expect(await firstScreen(page)).toEqual(served)
})

test('the theme is applied before the app script runs', async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort())
  await page.goto('/')
  await expect(html(page)).toHaveClass(/\bdark\b/)
})

test('the theme toggle flips the dark class, saves the choice and keeps it after a reload', async ({
  page,
}) => {
  await page.goto('/')
  await expect(html(page)).toHaveClass(/\bdark\b/)
  expect(await storedTheme(page)).toBeNull()

  const toggle = page.getByRole('button', { name: 'Toggle theme' })
  await toggle.click()
  await expect(html(page)).not.toHaveClass(/\bdark\b/)
  expect(await storedTheme(page)).toBe('light')

  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(html(page)).not.toHaveClass(/\bdark\b/)

  await toggle.click()
  await expect(html(page)).toHaveClass(/\bdark\b/)
  expect(await storedTheme(page)).toBe('dark')
})

test('the mobile menu opens and closes at 375px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/')
  const toggle = page.getByRole('button', { name: 'Toggle menu' })
  const panel = page.locator('#mobile-menu')

  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(panel).toBeHidden()

  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(panel.getByRole('link', { name: 'Bottle Service' })).toBeVisible()

  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(panel).toBeHidden()
})

test('an anchor link in the top bar works from the menu page', async ({ page }) => {
  await page.goto('/menu')
  await expect(page.getByRole('tab', { name: 'Outdoor Menu' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('link', { name: 'Events' }).first().click()
  await expect(page).toHaveURL(/\/#events$/)
  await expect(page.locator('#events')).toBeInViewport()
})

// A failing route's error screen is covered in site-errors.spec.ts; an unknown address is not an
// error but a page that does not exist.
test('an unknown route shows the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible()
})

for (const theme of ['dark', 'light'] as const) {
  test(`the landing page passes an accessibility scan in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((value) => {
      window.localStorage.setItem('theme', value)
    }, theme)
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const results = await new AxeBuilder({ page }).analyze()
    const violations = results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    )
    expect(violations).toEqual([])
  })
}
