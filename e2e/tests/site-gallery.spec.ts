import { expect, test, type Page } from '@playwright/test'

import { section } from './support/site'

type Item = { title: string; category: string }

test.use({ colorScheme: 'dark' })

const dialog = (page: Page) => page.getByRole('dialog')
const viewerTitle = (page: Page) => dialog(page).getByRole('heading')

async function galleryItems(page: Page): Promise<Item[]> {
  const response = await page.request.get('/api/gallery-items')
  return ((await response.json()) as { data: Item[] }).data
}

const capitalise = (text: string) =>
  text.replace(/(^|\s)(\S)/g, (_, space: string, letter: string) => space + letter.toUpperCase())

test("the gallery filters by category, with 'All' plus each category capitalised", async ({
  page,
}) => {
  const items = await galleryItems(page)
  const categories = [...new Set(items.map((item) => item.category))]
  await page.goto('/#gallery')
  const gallery = section(page, 'gallery')
  const filters = gallery
    .getByRole('group', { name: 'Filter gallery by category' })
    .getByRole('button')
  await expect(filters).toHaveText(['All', ...categories.map(capitalise)])
  await expect(filters.first()).toHaveAttribute('aria-pressed', 'true')

  const category = categories[0] ?? ''
  await gallery.getByRole('button', { name: capitalise(category), exact: true }).click()
  await expect(
    gallery.getByRole('button', { name: capitalise(category), exact: true }),
  ).toHaveAttribute('aria-pressed', 'true')
  await expect(filters.first()).toHaveAttribute('aria-pressed', 'false')
  await expect(gallery.getByRole('button', { name: /^View / })).toHaveCount(
    items.filter((item) => item.category === category).length,
  )

  await gallery.getByRole('button', { name: 'All', exact: true }).click()
  await expect(gallery.getByRole('button', { name: /^View / })).toHaveCount(items.length)
})

test('the viewer moves over the full list, wrapping at both ends, with buttons and arrow keys; Escape closes', async ({
  page,
}) => {
  const items = await galleryItems(page)
  const last = items[items.length - 1]
  const first = items[0]
  if (!first || !last) throw new Error('the demo club has no gallery items')
  await page.goto('/#gallery')
  const gallery = section(page, 'gallery')

  // Filter to the last item's category: the viewer still moves over every item.
  await gallery.getByRole('button', { name: capitalise(last.category), exact: true }).click()
  const opener = gallery.getByRole('button', { name: `View ${last.title}` })
  await opener.click()
  await expect(dialog(page)).toHaveAttribute('aria-modal', 'true')
  await expect(viewerTitle(page)).toHaveText(last.title)
  await expect(dialog(page).getByRole('button', { name: 'Close' })).toBeFocused()

  await dialog(page).getByRole('button', { name: 'Next' }).click()
  await expect(viewerTitle(page)).toHaveText(first.title)
  await page.keyboard.press('ArrowLeft')
  await expect(viewerTitle(page)).toHaveText(last.title)
  await page.keyboard.press('ArrowLeft')
  await expect(viewerTitle(page)).toHaveText(items[items.length - 2]?.title ?? '')
  await dialog(page).getByRole('button', { name: 'Previous' }).click()
  await expect(viewerTitle(page)).toHaveText(items[items.length - 3]?.title ?? '')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(viewerTitle(page)).toHaveText(first.title)

  // Focus stays inside the dialog.
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('Tab')
  expect(await dialog(page).evaluate((node) => node.contains(document.activeElement))).toBe(true)

  await page.keyboard.press('Escape')
  await expect(dialog(page)).toHaveCount(0)
  await expect(opener).toBeFocused()

  await opener.click()
  await dialog(page).getByRole('button', { name: 'Close' }).click()
  await expect(dialog(page)).toHaveCount(0)
})
