import { expect, test } from '@playwright/test'

import { expectToast, saveAndSeeOnSite, signInAsStaff } from './support/content-admin'

test('the content manager edits a section and the public page shows it', async ({
  page,
  context,
}) => {
  await signInAsStaff(page, '/admin/content')
  await expect(page.getByText('Select a section to edit')).toBeVisible()
  await expect(page.getByText('Example JSON for the bottle-service section')).toBeVisible()

  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('button', { name: /^events/ })
    .click()
  await expect(page.getByLabel('Section name')).toHaveValue('events')
  await expect(page.getByLabel('Section name')).toHaveAttribute('readonly')

  const subtitle = `Tonight and every night ${Date.now()}`
  await saveAndSeeOnSite(page, context, {
    field: page.getByLabel('Content (JSON)'),
    to: (original) =>
      JSON.stringify({ ...(JSON.parse(original) as Record<string, unknown>), subtitle }, null, 2),
    save: 'Save Changes',
    saved: 'Section updated successfully!',
    shown: (visitor) => visitor.locator('#events').getByText(subtitle),
  })
})

test("bad JSON is refused with 'Invalid JSON in content field' and nothing is saved", async ({
  page,
}) => {
  await signInAsStaff(page, '/admin/content?section=gallery')
  const content = page.getByLabel('Content (JSON)')
  const original = await content.inputValue()
  let saves = 0
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/api/admin/sections/')) saves += 1
  })

  await content.fill('{"title": "Gallery",')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expectToast(page, 'Invalid JSON in content field')
  expect(saves).toBe(0)

  await page.reload()
  await expect(page.getByLabel('Content (JSON)')).toHaveValue(original)
})

test("content that breaks a section's shape is refused with the server's field messages", async ({
  page,
}) => {
  await signInAsStaff(page, '/admin/content?section=bottle-service')
  const content = page.getByLabel('Content (JSON)')
  const parsed = JSON.parse(await content.inputValue()) as { features?: unknown[] }
  await content.fill(
    JSON.stringify({ ...parsed, features: [{ id: 'x', icon: 'crown', description: 'No title' }] }),
  )
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expectToast(page, 'Failed to update section')
  await expect(page.getByText('content.features.0.title')).toBeVisible()
})
