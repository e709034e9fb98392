import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { expect, test } from '@playwright/test'

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
      // Lazy images load as they near the viewport: scroll through the page once, and on a phone
      // through each row that scrolls sideways, back to its start (instantly: the rows scroll
      // smoothly otherwise).
      await page.evaluate(async () => {
        const pause = () => new Promise((resolve) => setTimeout(resolve, 100))
        for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
          window.scrollTo({ top: y, behavior: 'instant' })
          await pause()
        }
        const rows = Array.from(document.querySelectorAll('main ul')).filter((row) => row.scrollWidth > row.clientWidth)
        for (const row of rows) {
          row.scrollIntoView({ block: 'center', behavior: 'instant' })
          for (let x = 0; x <= row.scrollWidth; x += row.clientWidth / 2) {
            row.scrollTo({ left: x, behavior: 'instant' })
            await pause()
          }
          row.scrollTo({ left: 0, behavior: 'instant' })
        }
        window.scrollTo({ top: 0, behavior: 'instant' })
      })
      await page.waitForFunction(() =>
        Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0),
      )
      await page.screenshot({ path: join(folder, `landing-${theme}-${String(width)}.png`), fullPage: true })
    })
  }
}
