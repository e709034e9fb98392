import { expect, test, type Page } from '@playwright/test'

import { confirmDeletion, expectToast, signInAsStaff } from './support/content-admin'

const tab = (page: Page, name: string) => page.getByRole('tab', { name })

test('a package is added with its price and includes, edited and deleted', async ({
  page,
  context,
}) => {
  await signInAsStaff(page, '/admin/bottle-service')
  await expect(tab(page, 'Packages')).toHaveAttribute('aria-selected', 'true')
  const name = `Obsidian ${Date.now()}`
  const form = page.locator('form').first()

  await form.getByLabel('Name').fill(name)
  await form.getByLabel('Price').fill('1234.5')
  await form.getByLabel('Description').fill('The darkest table in the house.')
  await form.getByLabel('Includes').fill('Two bottles\n\n  Private host \n')
  await form.getByRole('button', { name: 'Add Package' }).click()
  await expectToast(page, 'Package added successfully!')

  const grid = page.getByRole('list', { name: 'Packages' })
  const card = grid.getByRole('listitem').filter({ hasText: name })
  await expect(card.getByText('$1,234.50')).toBeVisible()
  await expect(card.getByRole('listitem')).toHaveText(['Two bottles', 'Private host'])

  const visitor = await context.newPage()
  await visitor.goto('/')
  await expect(visitor.locator('#bottle-service').getByRole('heading', { name })).toBeVisible()

  await card.getByRole('button', { name: `Edit ${name}` }).click()
  await expect(form.getByLabel('Includes')).toHaveValue('Two bottles\nPrivate host')
  await form.getByLabel('Price').fill('-1')
  await form.getByRole('button', { name: 'Save Changes' }).click()
  await expect(
    form.getByText('Price must be a number of at least 0, with at most two decimals.'),
  ).toBeVisible()
  await form.getByLabel('Price').fill('999.99')
  await form.getByRole('button', { name: 'Save Changes' }).click()
  await expectToast(page, 'Package updated successfully!')
  await expect(card.getByText('$999.99')).toBeVisible()

  await card.getByRole('button', { name: `Delete ${name}` }).click()
  await confirmDeletion(page, 'Are you sure you want to delete this package?')
  await expect(grid.getByText(name)).toHaveCount(0)
  await expect(visitor.locator('#bottle-service').getByRole('heading', { name })).toHaveCount(0)
})

test('features and statistics are saved without touching each other, each delete asks first', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000)
  await signInAsStaff(page, '/admin/bottle-service?tab=features')
  const feature = `Champagne Parade ${Date.now()}`
  await page.getByRole('button', { name: 'Add Feature' }).click()
  const featureRow = page.getByRole('tabpanel').getByRole('listitem').last()
  await featureRow.getByLabel('Icon', { exact: true }).fill('star')
  await featureRow.getByLabel('Title', { exact: true }).fill(feature)
  await featureRow.getByLabel('Description').fill('Sparklers and a fanfare.')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expectToast(page, 'Features updated successfully!')

  await tab(page, 'Statistics').click()
  const stat = `Stars ${Date.now()}`
  await page.getByRole('button', { name: 'Add Statistic' }).click()
  const statRow = page.getByRole('tabpanel').getByRole('listitem').last()
  await statRow.getByLabel('Label').fill(stat)
  await statRow.getByLabel('Value').fill('7')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expectToast(page, 'Statistics updated successfully!')

  const visitor = await context.newPage()
  await visitor.goto('/')
  const section = visitor.locator('#bottle-service')
  await expect(section.getByText(feature)).toBeVisible()
  await expect(section.getByText(stat)).toBeVisible()

  await page.getByRole('button', { name: `Remove ${stat}` }).click()
  await confirmDeletion(page, 'Are you sure you want to delete this statistic?')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expectToast(page, 'Statistics updated successfully!')
  await expect(section.getByText(stat)).toHaveCount(0)

  await tab(page, 'Features').click()
  await page.getByRole('button', { name: `Remove ${feature}` }).click()
  await confirmDeletion(page, 'Are you sure you want to delete this feature?')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expectToast(page, 'Features updated successfully!')
  await expect(section.getByText(feature)).toHaveCount(0)
})

test('the icon dialog takes a URL, ignores a blank one, and closes on Escape', async ({ page }) => {
  await signInAsStaff(page, '/admin/bottle-service?tab=features')
  const row = page.getByRole('tabpanel').getByRole('listitem').first()
  await row.getByRole('button', { name: /Choose image/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Icon' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Icon URL')).toHaveAttribute('type', 'url')

  await dialog.getByRole('button', { name: 'Add' }).click()
  await expect(dialog).toBeVisible()

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  await row.getByRole('button', { name: /Choose image/ }).click()
  await dialog.getByLabel('Icon URL').fill('https://cdn.example.com/icons/star.png')
  await dialog.getByRole('button', { name: 'Add' }).click()
  await expect(dialog).toBeHidden()
  await expect(row.getByLabel('Icon', { exact: true })).toHaveValue(
    'https://cdn.example.com/icons/star.png',
  )
})

test('the experience title is saved and the features stay as they were', async ({ page }) => {
  await signInAsStaff(page, '/admin/bottle-service?tab=features')
  await expect(
    page.getByRole('tabpanel').getByLabel('Title', { exact: true }).first(),
  ).toBeVisible()
  const featureTitles = await page
    .getByRole('tabpanel')
    .getByLabel('Title', { exact: true })
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))
  await tab(page, 'Experience').click()
  const title = page.getByRole('tabpanel').getByLabel('Title', { exact: true })
  const original = await title.inputValue()
  await title.fill(`${original} ✦`)
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expectToast(page, 'Experience content updated successfully!')
  // The second save is held back a moment on its way: Features, clicked before the server has
  // answered, opens once the save lands, with no question about unsaved changes.
  await page.route('**/api/admin/sections/bottle-service', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    await route.continue()
  })
  await title.fill(original)
  await page.getByRole('button', { name: 'Save Changes' }).click()

  await tab(page, 'Features').click()
  await expect(tab(page, 'Features')).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('tabpanel').getByLabel('Title', { exact: true })).toHaveCount(
    featureTitles.length,
  )
  for (const [index, value] of featureTitles.entries()) {
    await expect(
      page.getByRole('tabpanel').getByLabel('Title', { exact: true }).nth(index),
    ).toHaveValue(value)
  }
})
