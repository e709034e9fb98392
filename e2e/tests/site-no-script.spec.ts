import { expect, test, type Page } from '@playwright/test'

const LINKS = ['Events', 'Menu', 'Gallery', 'About', 'Contact', 'Bottle Service']

async function linkBoxes(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' })
  const boxes = []
  for (const name of LINKS)
    boxes.push(await nav.getByRole('link', { name, exact: true }).first().boundingBox())
  return boxes
}

test('the landing page has its top bar without a script, where the app puts it', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1280, height: 800 },
  })
  const page = await context.newPage()
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav).toBeVisible()
  const clubName = ((await (await page.request.get('/api/site')).json()) as { club_name: string })
    .club_name
  await expect(nav.getByRole('link', { name: clubName })).toHaveAttribute('href', '/')
  await expect(nav.getByRole('link', { name: 'Events', exact: true })).toHaveAttribute(
    'href',
    '/#events',
  )
  await expect(nav.getByRole('link', { name: 'Menu', exact: true })).toHaveAttribute(
    'href',
    '/menu',
  )
  const withoutScript = await linkBoxes(page)
  await context.close()

  const live = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const app = await live.newPage()
  await app.goto('/')
  // The app has taken over once its sections below the hero are there.
  await expect(app.locator('#events')).toBeAttached()
  expect(await linkBoxes(app)).toEqual(withoutScript)
  await live.close()
})

test('without a script a narrow screen shows the links, since the menu toggle cannot work', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 800 },
  })
  const page = await context.newPage()
  await page.goto('/')
  const menu = page.locator('header')
  await expect(menu.getByRole('link', { name: 'Events', exact: true })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Bottle Service', exact: true })).toBeVisible()
  await context.close()
})

test("the server's top bar toggles work before the app has started", async ({ page }) => {
  // The app's code never arrives: only the page's own inline script runs.
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort())
  await page.setViewportSize({ width: 390, height: 800 })
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/')
  const html = page.locator('html')
  await expect(html).toHaveClass(/\bdark\b/)
  await page.getByRole('button', { name: 'Toggle theme' }).click()
  await expect(html).not.toHaveClass(/\bdark\b/)
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light')

  const toggle = page.getByRole('button', { name: 'Toggle menu' })
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(
    page.locator('#mobile-menu').getByRole('link', { name: 'Events', exact: true }),
  ).toBeVisible()
  await toggle.click()
  await expect(page.locator('#mobile-menu')).toBeHidden()
})

test("the app's top bar takes over the server's menu as the visitor left it", async ({ page }) => {
  // The app's code is held back until the visitor has used the server's menu.
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto('/')
  const panel = page.locator('#mobile-menu')
  await page.getByRole('button', { name: 'Toggle menu' }).click()
  await expect(panel.getByRole('link', { name: 'Menu', exact: true })).toHaveAttribute(
    'href',
    '/menu',
  )
  await panel.getByRole('link', { name: 'Bottle Service' }).click()
  await expect(panel).toBeHidden()
  await expect(page).toHaveURL(/#bottle-service$/)

  await page.getByRole('button', { name: 'Toggle menu' }).click()
  release()
  // The app's bar replaces the server's and keeps the menu open.
  await expect(page.getByRole('heading', { level: 2, name: 'Contact Us' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Toggle menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
  await expect(panel).toBeVisible()
})
