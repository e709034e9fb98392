import { expect, test, type Dialog, type Locator, type Page } from '@playwright/test'

import {
  ADMIN,
  addEvent,
  confirmDeletion,
  expectNoSeriousA11yViolations,
  expectToast,
  openAdmin,
  pngFile,
  signInAsStaff,
} from './support/content-admin'

const sideNav = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' })

// The file's name without folder or extension: a picture served in another size or format
// (a rendition) keeps it.
const stemOf = (url: string) =>
  url
    .split('/')
    .pop()
    ?.replace(/\.[^.]+$/, '') ?? url

// The public hero's background picture, as its src (and srcset, if any) names it.
async function heroPicture(hero: Locator) {
  return hero
    .locator('img')
    .first()
    .evaluate((img) => `${img.getAttribute('src') ?? ''} ${img.getAttribute('srcset') ?? ''}`)
}

test('an owner restores the hero before a save from its History, and the public page shows it again', async ({
  page,
  context,
}) => {
  await signInAsStaff(page, '/admin/hero')
  const title = page.getByLabel('Title', { exact: true })
  const image = page.getByLabel('Background image URL')
  const oldTitle = await title.inputValue()
  const oldImage = await image.inputValue()
  expect(oldImage).not.toBe('')

  await page
    .getByLabel('Upload background media')
    .setInputFiles(pngFile(`hero-history-${Date.now()}.png`))
  await expect(image).toHaveValue(/^\/media\/hero-images\/[0-9a-f]+\.png$/)
  const newImage = await image.inputValue()
  const newTitle = `Nights Remembered ${Date.now()}`
  await title.fill(newTitle)
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expectToast(page, 'Hero section updated successfully!')

  const visitor = await context.newPage()
  await visitor.goto('/')
  const hero = visitor.getByRole('region', { name: newTitle })
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText(newTitle)
  await expect.poll(() => heroPicture(hero)).toContain(stemOf(newImage))

  await page.getByRole('button', { name: 'History', exact: true }).click()
  const panel = page.getByRole('dialog', { name: 'History of Hero' })
  const versions = panel.getByRole('list', { name: 'History of Hero' }).getByRole('listitem')
  const current = versions.first()
  await expect(current).toContainText('Current')
  await expect(current).toContainText(`by ${ADMIN.email}`)
  await expect(current.locator('del').filter({ hasText: oldTitle }).first()).toBeVisible()
  await expect(current.locator('ins').filter({ hasText: newTitle }).first()).toBeVisible()
  await expect(
    current.getByRole('img', { name: 'Content › Background image, before' }),
  ).toHaveAttribute('src', oldImage)
  await expect(
    current.getByRole('img', { name: 'Content › Background image, after' }),
  ).toHaveAttribute('src', newImage)
  await expect(current.getByRole('button', { name: /Restore this version/ })).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)

  await versions
    .nth(1)
    .getByRole('button', { name: /Restore this version/ })
    .click()
  const confirm = page.getByRole('dialog', { name: 'Restore this version?' })
  await confirm.getByRole('button', { name: 'Restore', exact: true }).click()
  await expectToast(page, 'Version restored')
  await expect(panel).toBeHidden()
  await expect(title).toHaveValue(oldTitle)
  await expect(image).toHaveValue(oldImage)

  await visitor.reload()
  const restored = visitor.getByRole('region', { name: oldTitle })
  await expect(restored.getByRole('heading', { level: 1 })).toHaveText(oldTitle)
  await expect.poll(() => heroPicture(restored)).toContain(stemOf(oldImage))

  // The restore is a version of its own: the history now starts with it.
  await page.getByRole('button', { name: 'History', exact: true }).click()
  await expect(versions.first()).toContainText('Restored')
  await expect(versions.first()).toContainText('Current')
})

test('unsaved hero changes ask before leaving: Stay keeps them, Leave goes, and closing the tab asks too', async ({
  page,
}) => {
  await signInAsStaff(page, '/admin/hero')
  const title = page.getByLabel('Title', { exact: true })
  const saved = await title.inputValue()
  // Typed by hand (a click and keys): the browser asks on closing only a page the user has used.
  await title.click()
  await page.keyboard.press('End')
  await page.keyboard.type(' (draft)')
  const typed = `${saved} (draft)`
  await expect(title).toHaveValue(typed)

  await sideNav(page).getByRole('link', { name: 'Events', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Unsaved changes' })
  await expect(dialog).toContainText('You have unsaved changes. Leave this page and lose them?')
  await dialog.getByRole('button', { name: 'Stay' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/admin\/hero$/)
  await expect(title).toHaveValue(typed)

  const asked = new Promise<Dialog>((resolve) => {
    page.once('dialog', resolve)
  })
  await page.close({ runBeforeUnload: true })
  const question = await asked
  expect(question.type()).toBe('beforeunload')
  // Staying on the page: it is still open, the text still there.
  await question.dismiss()
  await expect(title).toHaveValue(typed)
  expect(page.isClosed()).toBe(false)

  await sideNav(page).getByRole('link', { name: 'Events', exact: true }).click()
  await dialog.getByRole('button', { name: 'Leave' }).click()
  await expect(page).toHaveURL(/\/admin\/events$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible()

  // Back on the hero nothing was saved; with a change pending, signing out is not held back.
  await openAdmin(page, '/admin/hero')
  await expect(title).toHaveValue(saved)
  await title.fill(typed)
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/admin\/login$/)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('a deleted event waits in the Trash and comes back on the Events screen when restored', async ({
  page,
}) => {
  await signInAsStaff(page, '/admin/events')
  const title = `Encore Night ${Date.now()}`
  await addEvent(page, {
    title,
    location: 'Rooftop',
    inDays: 25,
    time: '23:00',
    description: 'Back by demand.',
  })
  const grid = page.getByRole('list', { name: 'Events' })
  await grid.getByRole('button', { name: `Delete ${title}` }).click()
  await confirmDeletion(page, 'Are you sure you want to delete this event?')
  await expect(grid.getByRole('heading', { name: title })).toHaveCount(0)

  await sideNav(page).getByRole('link', { name: 'Trash' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Trash' })).toBeVisible()
  const trashed = page
    .getByRole('list', { name: 'Deleted items' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) })
  await expect(trashed).toContainText('Event')
  await expect(trashed).toContainText(`Deleted by ${ADMIN.email}`)
  await expect(trashed).toContainText('Removed for good on')
  await expectNoSeriousA11yViolations(page)
  await trashed.getByRole('button', { name: `Restore ${title}` }).click()
  await expectToast(page, 'Restored')
  await expect(trashed).toHaveCount(0)

  await sideNav(page).getByRole('link', { name: 'Events', exact: true }).click()
  await expect(grid.getByRole('heading', { name: title })).toBeVisible()
})
