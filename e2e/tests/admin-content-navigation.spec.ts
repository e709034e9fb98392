import { expect, test } from '@playwright/test'

import { expectToast, pngFile, signInAsStaff } from './support/content-admin'

const LINK_MESSAGE =
  'Links must be a web address (https://...), a path on this site (/menu) or an anchor (#events).'

test('a link added in the navigation manager shows in the public bar, and goes again when removed', async ({
  page,
  context,
}) => {
  await signInAsStaff(page, '/admin/navigation')
  const text = `VIP ${Date.now()}`
  const rows = page.getByRole('listitem').filter({ has: page.getByLabel('URL') })
  const before = await rows.count()

  await page.getByRole('button', { name: 'Add Link' }).click()
  const row = rows.nth(before)
  await row.getByLabel('Text').fill(text)
  await row.getByLabel('URL').fill('/menu')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(toastText(page)).toHaveText(/Navigation settings (saved|updated) successfully!/)

  const visitor = await context.newPage()
  await visitor.goto('/')
  const bar = visitor.getByRole('navigation', { name: 'Main' })
  await expect(bar.getByRole('link', { name: text })).toBeVisible()

  await page.getByRole('button', { name: `Remove link ${text}` }).click()
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expectToast(page, 'Navigation settings updated successfully!')
  await expect(bar.getByRole('link', { name: text })).toHaveCount(0)
})

test('a javascript: link is refused with the server message next to it', async ({ page }) => {
  await signInAsStaff(page, '/admin/navigation')
  await page.getByRole('button', { name: 'Add Link' }).click()
  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByLabel('URL') })
    .last()
  await row.getByLabel('Text').fill('Bad link')
  await row.getByLabel('URL').fill('javascript:alert(1)')
  await page.getByRole('button', { name: 'Save Changes' }).click()

  await expectToast(page, 'Failed to update navigation settings')
  await expect(row.getByText(LINK_MESSAGE, { exact: true })).toBeVisible()
  await expect(row.getByLabel('URL')).toHaveAttribute('aria-invalid', 'true')
})

test('the logo is uploaded with its hint, shown in the public bar, and can be removed', async ({
  page,
  context,
}) => {
  await signInAsStaff(page, '/admin/navigation')
  await expect(page.getByText('Recommended size: 200x50 px')).toBeVisible()
  await expect(page.getByText(/up to 2MB/)).toBeVisible()

  await page.getByLabel('Upload logo').setInputFiles(pngFile('logo.png'))
  await expect(page.getByRole('img', { name: 'logo' })).toBeVisible()
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(toastText(page)).toHaveText(/Navigation settings (saved|updated) successfully!/)

  const visitor = await context.newPage()
  await visitor.goto('/')
  const logo = visitor
    .getByRole('navigation', { name: 'Main' })
    .locator('img[src^="/media/logos/"]')
  await expect(logo.first()).toBeVisible()

  await page.getByRole('button', { name: 'Remove logo' }).click()
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expectToast(page, 'Navigation settings updated successfully!')
  await expect(logo).toHaveCount(0)
})

test('a logo that is not an image is refused before sending', async ({ page }) => {
  await signInAsStaff(page, '/admin/navigation')
  await page
    .getByLabel('Upload logo')
    .setInputFiles({ name: 'logo.mp4', mimeType: 'video/mp4', buffer: Buffer.from('0000') })
  await expect(
    page.getByText('Invalid file type. Only images (JPG, PNG, GIF, WebP) are allowed.', {
      exact: true,
    }),
  ).toBeVisible()
})

function toastText(page: import('@playwright/test').Page) {
  return page.getByRole('region', { name: 'Notifications' }).locator('li p').first()
}
