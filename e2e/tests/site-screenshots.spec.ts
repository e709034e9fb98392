import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { expect, test } from '@playwright/test'

import { scrollThroughPage } from './support/site'

// Full-page screenshots of / in each theme at desktop and phone widths, for a human to look at.
const folder = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots')

test.beforeAll(() => {
  mkdirSync(folder, { recursive: true })
  console.log(`Landing page screenshots: ${folder}`)
})

for (const theme of ['dark', 'light'] as const) {
  for (const width of [1280, 375]) {
    test(`screenshot of the landing page, ${theme} theme, ${String(width)}px`, async ({ page }) => {
      test.setTimeout(60_000)
      await page.addInitScript((value) => {
        window.localStorage.setItem('theme', value)
      }, theme)
      await page.setViewportSize({ width, height: width > 800 ? 800 : 812 })
      await page.goto('/')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      // The hero comes as HTML from the server; the rest of the page comes with the app.
      await expect(page.locator('#contact')).toBeAttached()
      await scrollThroughPage(page, 100)
      await page.waitForFunction(() =>
        Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0),
      )
      await page.screenshot({
        path: join(folder, `landing-${theme}-${String(width)}.png`),
        fullPage: true,
      })
    })
  }
}
