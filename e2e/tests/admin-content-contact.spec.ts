import { expect, test } from '@playwright/test'

import { expectToast, saveAndSeeOnSite, signInAsStaff } from './support/content-admin'

const EMBED = 'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3022.2!2d-73.99!3d40.75'

test('the contact phone is saved and the public contact section shows it', async ({
  page,
  context,
}) => {
  await signInAsStaff(page, '/admin/contact')
  const changed = `+1 (212) 555-${String(Date.now()).slice(-4)}`
  await saveAndSeeOnSite(page, context, {
    field: page.getByLabel('Phone', { exact: true }),
    to: () => changed,
    save: 'Save Changes',
    saved: 'Contact information updated successfully!',
    shown: (visitor) => visitor.locator('#contact').getByText(changed),
  })
})

test("an invalid map address is refused with 'Please enter a valid Google Maps embed URL'", async ({
  page,
}) => {
  await signInAsStaff(page, '/admin/contact')
  let saves = 0
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/api/admin/contact')) saves += 1
  })
  const map = page.getByLabel('Map embed (URL or iframe snippet)')
  await map.fill('https://www.example.com/maps/embed?pb=1')
  await expect(
    page.getByText('Please enter a valid Google Maps embed URL', { exact: true }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(
    page.getByText('Please enter a valid Google Maps embed URL', { exact: true }),
  ).toBeVisible()
  await map.fill('not a web address')
  await expect(page.getByText('Please enter a valid URL', { exact: true })).toBeVisible()
  expect(saves).toBe(0)
})

test('an iframe snippet gives a live preview and is saved as its embed URL', async ({ page }) => {
  await signInAsStaff(page, '/admin/contact')
  const map = page.getByLabel('Map embed (URL or iframe snippet)')
  await map.fill(
    `<iframe src="${EMBED}" width="600" height="450" style="border:0;" loading="lazy"></iframe>`,
  )
  await expect(page.locator('iframe[title="Map preview"]')).toHaveAttribute('src', EMBED)
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expectToast(page, 'Contact information updated successfully!')
  await expect(map).toHaveValue(EMBED)
})
