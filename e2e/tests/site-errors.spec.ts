import { expect, test } from '@playwright/test'

test('an unknown address answers 404 with a not-found page that leads home', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expect(page.getByText('Hey developer')).toHaveCount(0)
  await page.getByRole('link', { name: 'Back to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('#hero-title')).toBeVisible()
})

test("a page whose code cannot be fetched shows 'Unexpected Application Error!' and the error, no stack", async ({
  page,
}) => {
  await page.goto('/')
  await page.route(/\/assets\/login-[^/]+\.js$/, (route) => route.abort())
  await page.goto('/admin/login')
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible()
  await expect(
    page.getByText(/dynamically imported module|Importing a module script failed/),
  ).toBeVisible()
  await expect(page.getByText('Hey developer')).toHaveCount(0)
  await expect(page.locator('pre')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible()
})

test('the public scripts are production builds', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const scripts = [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '')
  expect(scripts.length).toBeGreaterThan(0)
  for (const script of scripts) {
    const source = await (await request.get(script)).text()
    expect(source.includes('Hey developer'), script).toBe(false)
  }
})
