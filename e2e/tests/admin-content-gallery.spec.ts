import { expect, test } from '@playwright/test'

import { confirmDeletion, expectToast, pngFile, signInAsStaff } from './support/content-admin'

test('a gallery item is added with an upload, edited and deleted, and the public gallery follows', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000)
  await signInAsStaff(page, '/admin/gallery')
  const title = `Neon Night ${Date.now()}`
  const form = page.locator('form').first()

  await form.getByLabel('Title', { exact: true }).fill(title)
  await form.getByLabel('Upload media').setInputFiles(pngFile())
  await expect(form.getByLabel('Media URL')).toHaveValue(/^\/media\/gallery-media\//)
  await form.getByLabel('Category', { exact: true }).fill('e2e')
  await form.getByRole('button', { name: 'Add Item' }).click()
  await expectToast(page, 'Gallery item added successfully!')
  await expect(form.getByLabel('Title', { exact: true })).toHaveValue('')

  const visitor = await context.newPage()
  await visitor.goto('/')
  const gallery = visitor.locator('#gallery')
  await expect(gallery.getByText(title)).toBeVisible()

  const grid = page.getByRole('list', { name: 'Gallery items' })
  await grid.getByRole('button', { name: `Edit ${title}` }).click()
  await form.getByLabel('Title', { exact: true }).fill(`${title} (edited)`)
  await form.getByRole('button', { name: 'Save Changes' }).click()
  await expectToast(page, 'Gallery item updated successfully!')
  await expect(gallery.getByText(`${title} (edited)`)).toBeVisible()

  await grid.getByRole('button', { name: `Delete ${title} (edited)` }).click()
  await confirmDeletion(page, 'Are you sure you want to delete this item?')
  await expect(grid.getByText(`${title} (edited)`)).toHaveCount(0)
  await expect(gallery.getByText(`${title} (edited)`)).toHaveCount(0)
})

test('a video needs a thumbnail URL, shown only for videos', async ({ page }) => {
  await signInAsStaff(page, '/admin/gallery')
  const form = page.locator('form').first()
  await expect(form.getByLabel('Thumbnail URL')).toHaveCount(0)
  await form.getByLabel('Type').selectOption('video')
  await expect(form.getByLabel('Thumbnail URL')).toBeVisible()
  await form.getByLabel('Title', { exact: true }).fill('Clip')
  await form.getByLabel('Media URL').fill('https://example.com/clip.mp4')
  await form.getByLabel('Category', { exact: true }).fill('e2e')
  await form.getByRole('button', { name: 'Add Item' }).click()
  await expect(form.getByText('A thumbnail URL is required for a video.')).toBeVisible()
})
