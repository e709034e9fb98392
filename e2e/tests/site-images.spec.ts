import { expect, test, type APIRequestContext, type Page, type Response } from '@playwright/test'

import { confirmDeletion, expectToast, futureDate, signInAsStaff } from './support/content-admin'
import { phone } from './support/devices'
import { scrollThroughPage, section } from './support/site'

type Rendition = { width: number; url: string }
type MediaInfo = {
  width: number | null
  height: number | null
  focus_x: number
  focus_y: number
  renditions: Rendition[]
}
type Site = {
  hero: { background_image: string | null; background_video: string | null }
  media?: Record<string, MediaInfo>
}

// The server makes the renditions in a worker after it starts (and after each upload): the
// payload lists a picture's size once the worker has read it.
async function siteWithRenditions(request: APIRequestContext): Promise<Site> {
  let site: Site | undefined
  await expect
    .poll(
      async () => {
        site = (await (await request.get('/api/site')).json()) as Site
        const media = Object.values(site.media ?? {})
        return media.length > 0 && media.every((info) => info.width !== null)
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBe(true)
  if (!site) throw new Error('no site payload')
  return site
}

// Scrolls through the whole page so every lazy picture is asked for, then waits for them.
async function scrollThrough(page: Page) {
  await scrollThroughPage(page, 150)
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete))
  await page.waitForLoadState('networkidle')
}

type ImageResponse = { path: string; bytes: number }

// Every picture the page receives, with its size.
function recordImages(page: Page): ImageResponse[] {
  const seen: ImageResponse[] = []
  page.on('response', (response: Response) => {
    const type = response.headers()['content-type'] ?? ''
    if (!type.startsWith('image/')) return
    void response.body().then(
      (body) => seen.push({ path: new URL(response.url()).pathname, bytes: body.length }),
      () => undefined,
    )
  })
  return seen
}

type Sized = { width: number | null; renditions: Rendition[] }

// Each picture the page fetched, against the widest it is shown at this density: a file wider
// than the narrowest that would do, or fetched and never shown, is a problem.
async function oversized(
  page: Page,
  images: ImageResponse[],
  described: Record<string, Sized>,
  DPR: number,
) {
  // The widest each file is shown (CSS pixels), read from the pictures on the page.
  const shown = await page.evaluate(() => {
    const widths: Record<string, number> = {}
    for (const image of Array.from(document.images)) {
      if (!image.currentSrc) continue
      const path = new URL(image.currentSrc).pathname
      widths[path] = Math.max(widths[path] ?? 0, image.getBoundingClientRect().width)
    }
    return widths
  })
  const media = Object.entries(described).filter(
    ([, info]) => info.renditions.length > 0 && info.width !== null,
  )
  expect(media.length).toBeGreaterThan(0)
  const problems: string[] = []
  let checked = 0
  for (const { path } of images) {
    const found = media.find(
      ([url, info]) => url === path || info.renditions.some((rendition) => rendition.url === path),
    )
    if (!found) continue
    const [original, info] = found
    const asked =
      path === original
        ? (info.width ?? 0)
        : (info.renditions.find((rendition) => rendition.url === path)?.width ?? 0)
    const width = shown[path]
    if (width === undefined) {
      problems.push(`${path} was fetched but is not shown`)
      continue
    }
    const needed = width * DPR
    const sizes = [...info.renditions.map((rendition) => rendition.width), info.width ?? 0].sort(
      (a, b) => a - b,
    )
    const enough = sizes.find((size) => size >= needed) ?? sizes[sizes.length - 1] ?? 0
    checked += 1
    if (asked > enough)
      problems.push(
        `${path} is ${String(asked)}px wide, shown at ${String(needed)}px: ${String(enough)}px would do`,
      )
    if (path === original && info.renditions.some((rendition) => rendition.width >= needed)) {
      problems.push(`${path} is the original, though a rendition is wide enough`)
    }
  }
  return { problems, checked }
}

// A portrait flyer, 1080×1350, dark with a red band around 20% from the top: drawn in the page.
async function drawFlyer(page: Page): Promise<Buffer> {
  const data = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(1080, 1350)
    const context = canvas.getContext('2d')
    if (!context) throw new Error('no 2d context')
    const fill = context.createLinearGradient(0, 0, 0, 1350)
    fill.addColorStop(0, '#101030')
    fill.addColorStop(1, '#301010')
    context.fillStyle = fill
    context.fillRect(0, 0, 1080, 1350)
    context.fillStyle = '#e11d48'
    context.fillRect(0, 200, 1080, 140)
    context.fillStyle = '#fbbf24'
    context.font = 'bold 96px sans-serif'
    context.fillText('FLYER', 380, 700)
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 })
    const bytes = new Uint8Array(await blob.arrayBuffer())
    let text = ''
    for (const byte of bytes) text += String.fromCharCode(byte)
    return btoa(text)
  })
  return Buffer.from(data, 'base64')
}

test('staff choose a flyer’s focal point; the card crops around it and opens the whole flyer', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  await signInAsStaff(page, '/admin/events')
  const title = `Portrait Night ${String(Date.now())}`
  const form = page.locator('form').first()
  await form.getByLabel('Title', { exact: true }).fill(title)
  await form.getByLabel('Location').fill('Main Floor')
  await form.getByLabel('Date').fill(futureDate(12))
  await form.getByLabel('Time').fill('22:00')
  await form.getByLabel('Description').fill('A flyer taller than wide.')
  await form
    .getByLabel('Upload image')
    .setInputFiles({ name: 'flyer.jpg', mimeType: 'image/jpeg', buffer: await drawFlyer(page) })

  const picker = form.getByRole('slider', { name: 'Focal point of the image' })
  await expect(picker).toBeVisible()
  await expect(
    form.getByText('Click the picture to choose the point that stays in view when it is cropped.'),
  ).toBeVisible()
  await expect(picker).toHaveAttribute('aria-valuetext', '50% from the left, 50% from the top')
  // The picker covers the picture the preview letterboxes, in its proportions.
  const box = await picker.boundingBox()
  if (!box) throw new Error('the picker has no box')
  expect(box.width / box.height).toBeCloseTo(1080 / 1350, 2)

  const saved = () =>
    page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/admin/media/focus') && response.request().method() === 'PUT',
    )
  let answer = saved()
  await picker.click({ position: { x: box.width * 0.5, y: box.height * 0.2 } })
  expect((await answer).status()).toBe(200)
  await expect(picker).toHaveAttribute('aria-valuetext', '50% from the left, 20% from the top')
  await expect(form.getByRole('status')).toHaveText('Focal point saved.')

  // The arrow keys move it too, saved once they rest.
  answer = saved()
  await page.keyboard.press('ArrowDown')
  await expect(picker).toHaveAttribute('aria-valuetext', '50% from the left, 25% from the top')
  expect(((await (await answer).json()) as MediaInfo).focus_y).toBeCloseTo(0.25)
  answer = saved()
  await page.keyboard.press('ArrowUp')
  expect(((await (await answer).json()) as MediaInfo).focus_y).toBeCloseTo(0.2)

  await form.getByRole('button', { name: 'Add Event' }).click()
  await expectToast(page, 'Event added successfully!')

  const visitor = await context.newPage()
  await visitor.goto('/')
  const card = section(visitor, 'events')
    .getByRole('article')
    .filter({ has: visitor.getByRole('heading', { name: title }) })
  const picture = card.getByRole('img', { name: title })
  await expect(picture).toHaveCSS('object-position', '50% 20%')
  await expect(picture).toHaveCSS('object-fit', 'cover')

  const opener = card.getByRole('button', { name: `View the flyer for ${title}` })
  await opener.click()
  const viewer = visitor.getByRole('dialog', { name: `Flyer for ${title}` })
  await expect(viewer).toBeVisible()
  const flyer = viewer.getByRole('img', { name: title })
  await expect(flyer).toHaveCSS('object-fit', 'contain')
  await expect
    .poll(() =>
      flyer.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
    )
    .toBe(true)
  const shown = await flyer.evaluate((image: HTMLImageElement) => {
    const rect = image.getBoundingClientRect()
    return {
      natural: image.naturalWidth / image.naturalHeight,
      box: rect.width / rect.height,
      inside:
        rect.top >= 0 &&
        rect.left >= 0 &&
        rect.bottom <= window.innerHeight &&
        rect.right <= window.innerWidth,
    }
  })
  // The whole flyer: its box has the picture's own proportions (nothing cropped) and fits the screen.
  expect(shown.natural).toBeCloseTo(1080 / 1350, 2)
  expect(shown.box).toBeCloseTo(1080 / 1350, 2)
  expect(shown.inside).toBe(true)
  await visitor.keyboard.press('Escape')
  await expect(viewer).toHaveCount(0)
  await expect(opener).toBeFocused()

  // The demo club stays as it was for the other tests.
  const grid = page.getByRole('list', { name: 'Events' })
  await grid.getByRole('button', { name: `Delete ${title}` }).click()
  await confirmDeletion(page, 'Are you sure you want to delete this event?')
  await expect(grid.getByText(title)).toHaveCount(0)
})

for (const DPR of [2, 3]) {
  test.describe(`on a phone at ${String(DPR)}x`, () => {
    test.use(phone(DPR))

    test('the landing page asks for each picture no wider than it is shown', async ({ page }) => {
      test.setTimeout(120_000)
      const site = await siteWithRenditions(page.request)
      const images = recordImages(page)
      await page.goto('/')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.locator('#contact')).toBeAttached()
      await scrollThrough(page)
      const total = images.reduce((sum, image) => sum + image.bytes, 0)
      console.log(
        `Phone landing page (390×844 at ${String(DPR)}x): ${String(images.length)} image responses, ${String(total)} bytes`,
      )

      const { problems, checked } = await oversized(page, images, site.media ?? {}, DPR)
      expect(problems).toEqual([])
      // The hero, the page's largest paint, arrives once, in a rendition: the server's first screen
      // and its preload offer the same srcset the app renders.
      const hero = site.hero.background_image ?? ''
      const heroFiles = images.filter(
        (image) =>
          image.path === hero ||
          site.media?.[hero]?.renditions.some((rendition) => rendition.url === image.path),
      )
      expect(heroFiles.map((image) => image.path)).toEqual([expect.stringMatching(/-w\d+\.webp$/)])
      // Events, gallery, about and packages all show pictures with renditions.
      expect(checked).toBeGreaterThanOrEqual(20)
    })

    test('the menu shows each board no wider than it is shown', async ({ page }) => {
      await siteWithRenditions(page.request)
      const images = recordImages(page)
      await page.goto('/menu')
      for (const type of ['outdoor', 'club', 'kitchen']) {
        const board = (await (await page.request.get(`/api/menu-images?type=${type}`)).json()) as {
          data: { image_url: string }[]
          media: Record<string, Sized>
        }
        await page.getByRole('tab', { name: `${type} menu` }).click()
        const picture = page.getByRole('tabpanel').getByRole('img')
        await expect(picture).toHaveAttribute('srcset', /w480\.webp 480w/)
        await expect
          .poll(() =>
            picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
          )
          .toBe(true)
        await page.waitForLoadState('networkidle')
        const { problems, checked } = await oversized(page, images, board.media, DPR)
        expect(problems).toEqual([])
        expect(checked).toBe(1)
        images.length = 0
      }
    })
  })
}
