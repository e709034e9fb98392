import { expect, test } from '@playwright/test'

import { addEvent, confirmDeletion, expectToast, signInAsStaff } from './support/content-admin'

test('an event is added, edited and deleted, and the public events follow', async ({
  page,
  context,
}) => {
  await signInAsStaff(page, '/admin/events')
  const title = `Gold Rush ${Date.now()}`
  const form = await addEvent(page, {
    title,
    location: 'Main Floor',
    inDays: 20,
    time: '22:00',
    description: 'A night in gold.',
  })

  const visitor = await context.newPage()
  await visitor.goto('/')
  const events = visitor.locator('#events')
  await expect(events.getByRole('heading', { name: title })).toBeVisible()

  const grid = page.getByRole('list', { name: 'Events' })
  await grid.getByRole('button', { name: `Edit ${title}` }).click()
  await expect(form.getByLabel('Title', { exact: true })).toHaveValue(title)
  const edited = `Now on the rooftop, ${title}.`
  await form.getByLabel('Description').fill(edited)
  await form.getByRole('button', { name: 'Save Changes' }).click()
  await expectToast(page, 'Event updated successfully!')
  await expect(events.getByText(edited)).toBeVisible()

  await grid.getByRole('button', { name: `Delete ${title}` }).click()
  await confirmDeletion(page, 'Are you sure you want to delete this event?')
  await expect(grid.getByText(title)).toHaveCount(0)
  await expect(events.getByRole('heading', { name: title })).toHaveCount(0)
})

test('cancelling the confirmation keeps the event', async ({ page }) => {
  await signInAsStaff(page, '/admin/events')
  const grid = page.getByRole('list', { name: 'Events' })
  const first = grid.getByRole('listitem').first()
  const name = await first.getByRole('heading').innerText()
  await first.getByRole('button', { name: `Delete ${name}` }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('Are you sure you want to delete this event?')
  // Focus is in the dialog as soon as it shows: Escape reaches it.
  await expect(dialog.locator(':focus')).toHaveCount(1)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(grid.getByRole('heading', { name })).toBeVisible()
})

test('required event fields are checked before sending', async ({ page }) => {
  await signInAsStaff(page, '/admin/events')
  await page.locator('form').first().getByRole('button', { name: 'Add Event' }).click()
  await expect(page.getByText('This field is required.')).toHaveCount(5)
})
