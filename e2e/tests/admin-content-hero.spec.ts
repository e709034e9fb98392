import { expect, test } from '@playwright/test'

import {
  expectToast,
  pngFile,
  signInAsStaff,
  textRenamedJpg,
  throttleUploads,
} from './support/content-admin'

test('the hero manager saves the title and the public hero shows it', async ({ page, context }) => {
  await signInAsStaff(page, '/admin/hero')
  const title = page.getByLabel('Title', { exact: true })
  const original = await title.inputValue()
  const changed = `Nights at Nocturne ${Date.now()}`

  await title.fill(changed)
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expectToast(page, 'Hero section updated successfully!')

  const visitor = await context.newPage()
  await visitor.goto('/')
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(changed)

  await title.fill(original)
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expectToast(page, 'Hero section updated successfully!')
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(original)
})

test('the hero refuses blank required fields and a javascript: button link', async ({ page }) => {
  await signInAsStaff(page, '/admin/hero')
  const subtitle = page.getByLabel('Subtitle', { exact: true })
  const original = await subtitle.inputValue()
  await subtitle.fill('')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('This field is required.')).toBeVisible()
  await subtitle.fill(original)

  const link = page.getByLabel('Primary button link')
  await link.fill('javascript:alert(1)')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expectToast(page, 'Failed to update hero section')
  await expect(
    page.getByText(
      'Links must be a web address (https://...), a path on this site (/menu) or an anchor (#events).',
      { exact: true },
    ),
  ).toBeVisible()
  await expect(link).toHaveAttribute('aria-invalid', 'true')
})

test('a background upload shows its progress, then a preview; a text file posing as a picture is refused', async ({
  page,
}) => {
  await signInAsStaff(page, '/admin/hero')
  const upload = page.getByLabel('Upload background media')
  await expect(page.getByText('up to 100MB')).toBeVisible()

  const restore = await throttleUploads(page, 200 * 1024)
  await upload.setInputFiles(pngFile('hero-e2e.png', 600 * 1024))
  const progress = page.getByRole('progressbar')
  await expect(progress).toBeVisible()
  await expect(progress).toHaveAttribute('aria-valuenow', /\d+/)
  await expect(progress).toBeHidden({ timeout: 20_000 })
  await restore()

  const preview = page.getByRole('img', { name: 'background media' })
  await expect(preview).toBeVisible()
  await expect(page.getByLabel('Background image URL')).toHaveValue(
    /^\/media\/hero-images\/[0-9a-f]+\.png$/,
  )

  // Removing an upload that was never saved deletes the stored file too.
  const url = await page.getByLabel('Background image URL').inputValue()
  await page.getByRole('button', { name: 'Remove background media' }).click()
  await expect(preview).toBeHidden()
  expect((await page.request.get(url)).status()).toBe(404)

  await upload.setInputFiles(textRenamedJpg())
  await expect(page.getByRole('alert')).toHaveText(
    'Invalid file type. Only images (JPG, PNG, GIF, WebP) and videos (MP4, WebM, OGG) are allowed.',
  )
  await expectToast(page, 'Failed to upload file')
})
