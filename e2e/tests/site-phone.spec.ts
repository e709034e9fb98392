import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'

import { phone } from './support/devices'
import { section } from './support/site'

// The landing page on a 390×844 phone, with a 1440×900 desktop alongside where the layouts differ:
// the long lists scroll sideways, pages open at their top, the gallery viewer follows a swipe, and
// the club's phone and address are a tap to call and a tap for directions.

const DESKTOP = { width: 1440, height: 900 }

type Item = { title: string }
type Contact = {
  location: { address: string; city: string; state: string; zip: string }
  contact: { phone: string }
}

const LISTS = {
  events: 'Upcoming events',
  gallery: 'Gallery items',
  packages: 'Bottle service packages',
} as const

const eventsList = (page: Page) => section(page, 'events').getByRole('list', { name: LISTS.events })
const galleryList = (page: Page) =>
  section(page, 'gallery').getByRole('list', { name: LISTS.gallery })
const packagesList = (page: Page) =>
  section(page, 'bottle-service').getByRole('list', { name: LISTS.packages })

// The hero comes as HTML from the server; the rest of the page comes with the app, part after part
// from the top: the footer comes last.
async function openLanding(page: Page) {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('footer')).toBeAttached()
  // The page is whole once the reservation form has its nights: the demo club's areas add a field.
  await expect(page.getByLabel('Area (optional)')).toBeAttached()
}

const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight)

// How a list lays out its cards: the row's box and scrolling, and each card's box.
function layoutOf(list: Locator) {
  return list.evaluate((element) => {
    const style = getComputedStyle(element)
    const row = element.getBoundingClientRect()
    const cards = Array.from(element.children, (child) => {
      const box = child.getBoundingClientRect()
      return { left: box.left, top: box.top, width: box.width }
    })
    return {
      display: style.display,
      snap: style.scrollSnapType,
      columns:
        style.gridTemplateColumns === 'none' ? 0 : style.gridTemplateColumns.split(' ').length,
      scrolls: element.scrollWidth > element.clientWidth,
      rowWidth: row.width,
      contentWidth:
        element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
      cards,
    }
  })
}

test.describe('on a phone', () => {
  test.use(phone())

  test('events, gallery and packages scroll sideways, the next card peeking in, and the page is far shorter', async ({
    page,
  }) => {
    await openLanding(page)
    const after = await pageHeight(page)
    // The same page with every list stacked in one column again, as it was before the rows.
    const stack = `section ul[aria-label="${LISTS.events}"], section ul[aria-label="${LISTS.gallery}"], section ul[aria-label="${LISTS.packages}"] { display: grid !important; overflow: visible !important; }
      section ul[aria-label] > li { width: auto !important; }`
    const before = await page.evaluate((css) => {
      const style = document.createElement('style')
      style.textContent = css
      document.head.append(style)
      const height = document.documentElement.scrollHeight
      style.remove()
      return height
    }, stack)
    await expect.poll(() => pageHeight(page)).toBe(after)
    console.log(
      `Landing page on a 390×844 phone: ${String(before)} px with the lists stacked, ${String(after)} px with the rows`,
    )
    expect(after).toBeLessThan(before * 0.7)

    for (const list of [eventsList(page), galleryList(page), packagesList(page)]) {
      const layout = await layoutOf(list)
      expect(layout.display).toBe('flex')
      expect(layout.snap).toBe('x mandatory')
      expect(layout.scrolls).toBe(true)
      // The row reaches both edges of the screen; each card is 85% of it, less the side insets.
      expect(layout.rowWidth).toBe(390)
      const [first, second] = layout.cards
      if (!first || !second) throw new Error('a row shows fewer than two cards')
      expect(first.width).toBeCloseTo(layout.contentWidth * 0.85, 0)
      expect(second.top).toBe(first.top)
      // The next card peeks in at the right edge.
      expect(second.left).toBeLessThan(390)
      expect(second.left).toBeGreaterThan(first.left + first.width)
    }
    await expect(section(page, 'events').getByText('Swipe for more')).toBeVisible()

    // Named lists, nothing hidden from screen readers, every scrolling row reachable by keyboard.
    const results = await new AxeBuilder({ page })
      .include('section#events')
      .include('section#gallery')
      .include('section#bottle-service')
      .analyze()
    expect(
      results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([])
  })

  test('the keyboard reaches every card: Tab scrolls the next one into view', async ({ page }) => {
    await openLanding(page)
    const list = eventsList(page)
    const cards = list.locator(':scope > li')
    const secondTitle = (await cards.nth(1).getByRole('heading').textContent()) ?? ''
    // Focus the first card's Add to calendar link (its last stop), then Tab on to the next card.
    await cards
      .first()
      .getByRole('link', { name: /Add to calendar/ })
      .focus()
    await expect(list).toHaveJSProperty('scrollLeft', 0)
    await page.keyboard.press('Tab')
    await expect(cards.nth(1)).toContainText(secondTitle)
    await expect
      .poll(() => cards.nth(1).evaluate((card) => card.contains(document.activeElement)))
      .toBe(true)
    await expect.poll(() => list.evaluate((element) => element.scrollLeft)).toBeGreaterThan(100)
    // The row glides there: the card is read once it has come to rest, wholly on the screen.
    await expect
      .poll(async () => {
        const box = await cards.nth(1).boundingBox()
        return box !== null && box.x >= 0 && box.x + box.width <= 390
      })
      .toBe(true)
  })

  test('a new page opens at its top, Back returns where the visitor was, an #anchor still scrolls to its section', async ({
    page,
  }) => {
    await openLanding(page)
    await page.evaluate(() => {
      window.scrollTo({ top: document.documentElement.scrollHeight / 2, behavior: 'instant' })
    })
    const left = await page.evaluate(() => window.scrollY)
    expect(left).toBeGreaterThan(2000)
    // Every frame from here on: whether it shows the menu page, and how far down.
    await page.evaluate(() => {
      const frames: [boolean, number][] = []
      Object.assign(window, { scrollFrames: frames })
      const record = () => {
        frames.push([document.querySelector('[role="tablist"]') !== null, window.scrollY])
        requestAnimationFrame(record)
      }
      requestAnimationFrame(record)
    })

    await page.getByRole('button', { name: 'Toggle menu' }).click()
    await page.locator('#mobile-menu').getByRole('link', { name: 'Menu', exact: true }).click()
    await expect(page.getByRole('tab', { name: 'Outdoor Menu' })).toBeVisible()
    await page.waitForTimeout(500)
    const onMenu = await page.evaluate(() =>
      (window as unknown as { scrollFrames: [boolean, number][] }).scrollFrames.filter(
        ([menu]) => menu,
      ),
    )
    expect(onMenu.length).toBeGreaterThan(5)
    // At the top from its first frame: the menu never showed the landing page's depth, nor glided up.
    expect(onMenu.filter(([, y]) => y !== 0)).toEqual([])

    await page.goBack()
    await expect(page.locator('#contact')).toBeAttached()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left)

    // From /menu, the bar's Events link opens the landing page at its events.
    await page.goForward()
    await expect(page).toHaveURL(/\/menu$/)
    await page.getByRole('button', { name: 'Toggle menu' }).click()
    await page.locator('#mobile-menu').getByRole('link', { name: 'Events', exact: true }).click()
    await expect(page).toHaveURL(/\/#events$/)
    await expect
      .poll(() =>
        section(page, 'events').evaluate((element) =>
          Math.round(element.getBoundingClientRect().top),
        ),
      )
      .toBe(64)
  })

  test('the gallery viewer follows a swipe: left for the next item, right for the previous', async ({
    page,
  }) => {
    const items = (
      (await (await page.request.get('/api/gallery-items')).json()) as { data: Item[] }
    ).data
    const [first, second] = items
    const last = items[items.length - 1]
    if (!first || !second || !last) throw new Error('the demo club has too few gallery items')
    await openLanding(page)
    await galleryList(page)
      .getByRole('button', { name: `View ${first.title}` })
      .click()
    const viewer = page.getByRole('dialog')
    const title = viewer.getByRole('heading')
    await expect(title).toHaveText(first.title)
    await expect(viewer.getByText(`1 / ${String(items.length)}`)).toBeVisible()

    // A real finger on the touch screen: Chromium turns the touches into pointer events.
    const touch = await page.context().newCDPSession(page)
    const swipe = async (from: number, to: number) => {
      const y = 420
      await touch.send('Input.dispatchTouchEvent', {
        type: 'touchStart',
        touchPoints: [{ x: from, y }],
      })
      for (let step = 1; step <= 8; step += 1) {
        await touch.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: from + ((to - from) * step) / 8, y }],
        })
      }
      await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    }

    await swipe(300, 80)
    await expect(title).toHaveText(second.title)
    await expect(viewer.getByText(`2 / ${String(items.length)}`)).toBeVisible()
    await swipe(80, 300)
    await expect(title).toHaveText(first.title)
    // Previous wraps around to the last item.
    await swipe(80, 300)
    await expect(title).toHaveText(last.title)

    // A drag up the screen is no swipe.
    await touch.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x: 200, y: 600 }],
    })
    await touch.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: 190, y: 300 }],
    })
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    await page.waitForTimeout(300)
    await expect(title).toHaveText(last.title)

    // The keyboard still works: arrows move, Escape closes.
    await page.keyboard.press('ArrowRight')
    await expect(title).toHaveText(first.title)
    await page.keyboard.press('Escape')
    await expect(viewer).toHaveCount(0)
  })
})

// The club's phone and address, as the contact section and the footer show them, on both screens.
for (const [name, device] of [
  ['a phone', phone()],
  ['a desktop', { viewport: DESKTOP }],
] as const) {
  test.describe(`on ${name}`, () => {
    test.use(device)

    test('the phone number is a tap to call and the address a tap for directions, in the contact section and the footer', async ({
      page,
      context,
    }) => {
      const contact = (await (await page.request.get('/api/contact')).json()) as Contact
      const { address, city, state, zip } = contact.location
      const fullAddress = `${address}, ${city}, ${state} ${zip}`
      const directions = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(fullAddress)}`
      const tel = `tel:${contact.contact.phone.replace(/[^\d+]/g, '')}`
      // The maps site stays out of the test: the new tab gets a stand-in page.
      await context.route('https://www.google.com/maps/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Maps</title>' }),
      )

      await openLanding(page)
      for (const area of [section(page, 'contact'), page.locator('footer')]) {
        const call = area.getByRole('link', { name: contact.contact.phone, exact: true })
        await expect(call).toHaveAttribute('href', tel)
        const way = area.getByRole('link', {
          name: new RegExp(`^${address}.*get directions, opens in a new tab`),
        })
        await expect(way).toHaveAttribute('href', directions)
        await expect(way).toHaveAttribute('target', '_blank')
        await expect(way).toHaveAttribute('rel', /\bnoopener\b/)
        await expect(way.locator('xpath=ancestor::address')).toHaveCount(1)
      }

      // A tap opens the directions in a new tab that cannot reach back into the site.
      const opened = context.waitForEvent('page')
      await section(page, 'contact')
        .getByRole('link', { name: new RegExp(`^${address}`) })
        .click()
      const maps = await opened
      await maps.waitForLoadState()
      expect(maps.url()).toBe(directions)
      expect(await maps.evaluate(() => window.opener)).toBeNull()
      await maps.close()

      // The footer of another page says the same.
      await page.goto('/menu')
      await expect(
        page.locator('footer').getByRole('link', { name: contact.contact.phone, exact: true }),
      ).toHaveAttribute('href', tel)
      await expect(
        page.locator('footer').getByRole('link', { name: new RegExp(`^${address}`) }),
      ).toHaveAttribute('href', directions)
    })
  })
}

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP })

  test('events, gallery and packages keep their grids of three columns', async ({ page }) => {
    await openLanding(page)
    console.log(`Landing page on a 1440×900 desktop: ${String(await pageHeight(page))} px`)
    for (const list of [eventsList(page), galleryList(page), packagesList(page)]) {
      const layout = await layoutOf(list)
      expect(layout.display).toBe('grid')
      expect(layout.columns).toBe(3)
      expect(layout.snap).toBe('none')
      expect(layout.scrolls).toBe(false)
      // Inside the 80rem container, the first row's cards side by side.
      expect(layout.rowWidth).toBe(1280)
      const [first, second, third] = layout.cards
      if (!first || !second || !third) throw new Error('a grid shows fewer than three cards')
      expect(second.top).toBe(first.top)
      expect(third.top).toBe(first.top)
      expect(first.width).toBeCloseTo(third.width, 0)
    }
    await expect(section(page, 'events').getByText('Swipe for more')).toBeHidden()
  })

  test('a new page opens at its top and Back returns where the visitor was', async ({ page }) => {
    await openLanding(page)
    await page.evaluate(() => {
      window.scrollTo({ top: 2500, behavior: 'instant' })
    })
    await page.locator('header').getByRole('link', { name: 'Menu', exact: true }).click()
    await expect(page.getByRole('tab', { name: 'Outdoor Menu' })).toBeVisible()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await page.goBack()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(2500)
  })
})
