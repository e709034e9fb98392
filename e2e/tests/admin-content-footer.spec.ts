import { expect, test } from '@playwright/test'

import { expectToast, saveAndSeeOnSite, signInAsStaff } from './support/content-admin'

test('the footer description is saved with Save All Changes and the public footer shows it', async ({
  page,
  context,
}) => {
  await signInAsStaff(page, '/admin/footer')
  const changed = `Where the night turns gold. ${Date.now()}`
  await saveAndSeeOnSite(page, context, {
    field: page.getByRole('region', { name: 'Company' }).getByLabel('Description'),
    to: () => changed,
    save: 'Save All Changes',
    saved: 'Footer content updated successfully!',
    shown: (visitor) => visitor.getByRole('contentinfo').getByText(changed),
  })
})

test('a javascript: quick link is refused with the server message', async ({ page }) => {
  await signInAsStaff(page, '/admin/footer')
  const quick = page.getByRole('region', { name: 'Quick Links' })
  await quick.getByRole('button', { name: 'Add Link' }).click()
  const row = quick.getByRole('listitem').last()
  await row.getByLabel('Text').fill('Bad')
  await row.getByLabel('URL').fill('javascript:alert(1)')
  await page.getByRole('button', { name: 'Save All Changes' }).click()
  await expectToast(page, 'Failed to update footer content')
  await expect(
    row.getByText(
      'Links must be a web address (https://...), a path on this site (/menu) or an anchor (#events).',
      { exact: true },
    ),
  ).toBeVisible()
})
