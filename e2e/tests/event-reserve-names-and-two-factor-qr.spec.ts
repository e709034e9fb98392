import { expect, test } from '@playwright/test'
import { fileURLToPath } from 'node:url'

import { ADMIN, signInAsStaff } from './support/content-admin'
import { phone } from './support/devices'
import { section } from './support/site'

type Site = { events: { title: string; date: string }[] }

// The web app's QR reader (a test dependency), read into the page to decode what it shows.
const QR_READER = fileURLToPath(
  new URL('../../web/node_modules/jsqr/dist/jsQR.js', import.meta.url),
)

for (const [name, device] of [
  ['phone', phone()],
  ['desktop', { viewport: { width: 1440, height: 900 } }],
] as const) {
  test.describe(`on a ${name}`, () => {
    // The page's policy allows no script but its own: the test reads the QR reader into it.
    test.use({ ...device, colorScheme: 'dark', bypassCSP: true })

    test("each event card's Reserve link is named after its event and still reads Reserve", async ({
      page,
    }) => {
      const site = (await (await page.request.get('/api/site')).json()) as Site
      expect(site.events.length).toBeGreaterThan(1)
      await page.goto('/')
      const events = section(page, 'events')
      await expect(events.getByRole('article')).toHaveCount(site.events.length)
      for (const event of site.events) {
        const reserve = events.getByRole('link', {
          name: `Reserve a table for ${event.title}`,
          exact: true,
        })
        await expect(reserve).toHaveText('Reserve')
        await expect(reserve).toHaveAttribute('href', `/?night=${event.date}#reservation-form`)
      }
      await expect(events.getByRole('link', { name: 'Reserve', exact: true })).toHaveCount(0)
      await events.getByRole('article').first().scrollIntoViewIfNeeded()
      await page.screenshot({ path: `/tmp/i35-events-${name}.png` })
    })

    test('two-factor setup shows a QR code that a camera reads as the app address', async ({
      page,
    }) => {
      await signInAsStaff(page, '/admin/profile')
      const card = page.getByRole('region', { name: 'Two-factor sign-in' })
      await card.getByLabel('Current Password').fill(ADMIN.password)
      await card.getByRole('button', { name: 'Set Up Two-Factor' }).click()
      const qr = card.getByRole('img', { name: 'QR code for your authenticator app' })
      await expect(qr).toBeVisible()
      const link =
        (await card
          .getByRole('link', { name: 'Open in authenticator app' })
          .getAttribute('href')) ?? ''
      expect(link).toMatch(/^otpauth:\/\/totp\//)
      await expect(page.getByTestId('two-factor-secret')).toBeVisible()
      await qr.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `/tmp/i35-two-factor-${name}.png` })

      // What is on screen, pixel for pixel, read by a QR reader.
      const shot = (await qr.screenshot()).toString('base64')
      await page.addScriptTag({ path: QR_READER })
      const read = await page.evaluate(async (png) => {
        const picture = new Image()
        picture.src = `data:image/png;base64,${png}`
        await picture.decode()
        const canvas = document.createElement('canvas')
        canvas.width = picture.width
        canvas.height = picture.height
        const context = canvas.getContext('2d')
        if (!context) return null
        context.drawImage(picture, 0, 0)
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height)
        type Reader = (
          data: Uint8ClampedArray,
          width: number,
          height: number,
        ) => { data: string } | null
        return (
          (window as unknown as { jsQR: Reader }).jsQR(data, canvas.width, canvas.height)?.data ??
          null
        )
      }, shot)
      expect(read).toBe(link)

      await card.getByRole('button', { name: 'Cancel' }).click()
      await expect(qr).toHaveCount(0)
    })
  })
}
