import { expect, test } from '@playwright/test'

import {
  confirmDeletion,
  expectToast,
  pngFile,
  signInAsStaff,
  textRenamedJpg,
} from './support/content-admin'

test('a club menu upload becomes the public club menu, and is deleted again', async ({
  page,
  context,
}) => {
  await signInAsStaff(page, '/admin/menu')
  const club = page.getByRole('region', { name: 'Club' })
  await club.getByLabel('Upload club menu image').setInputFiles(pngFile('club-menu.png'))
  await expectToast(page, 'Menu image updated successfully!')
  const newest = club.getByRole('img').first()
  await expect(newest).toHaveAttribute('src', /^\/media\/menu-images\//)
  const src = await newest.getAttribute('src')

  const visitor = await context.newPage()
  await visitor.goto('/menu')
  await visitor.getByRole('tab', { name: 'Club Menu' }).click()
  await expect(visitor.locator(`img[src="${src ?? ''}"]`)).toBeVisible()

  await club.getByRole('button', { name: 'Delete club menu image 1' }).click()
  await confirmDeletion(page, 'Are you sure you want to delete this item?')
  await expectToast(page, 'Menu image deleted successfully')
  await expect(club.locator(`img[src="${src ?? ''}"]`)).toHaveCount(0)
})

test('a text file renamed .jpg is refused with the product’s message', async ({ page }) => {
  await signInAsStaff(page, '/admin/menu')
  const kitchen = page.getByRole('region', { name: 'Kitchen' })
  await kitchen.getByLabel('Upload kitchen menu image').setInputFiles(textRenamedJpg())
  await expect(
    kitchen.getByText('Invalid file type. Only images (JPG, PNG, GIF, WebP) are allowed.', {
      exact: true,
    }),
  ).toBeVisible()
  await expectToast(page, 'Failed to upload menu image')
})
