import { expect, test } from '@playwright/test'

import { addEvent, confirmDeletion, signInAsStaff } from './support/content-admin'

// A change made by staff reaches a public page that is already open,
// without a reload.
test('an event added by staff appears on an open public page within seconds, and leaves when deleted', async ({
  browser,
}) => {
  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  await visitor.goto('/')
  const events = visitor.locator('#events')
  await expect(events).toBeVisible()
  let reloads = 0
  visitor.on('framenavigated', (frame) => {
    if (frame === visitor.mainFrame()) reloads += 1
  })

  const staffContext = await browser.newContext()
  const staff = await staffContext.newPage()
  await signInAsStaff(staff, '/admin/events')
  const title = `Live Wire ${Date.now()}`
  await addEvent(staff, {
    title,
    location: 'Main Floor',
    inDays: 10,
    time: '23:00',
    description: 'Heard live, seen live.',
  })

  await expect(events.getByRole('heading', { name: title })).toBeVisible({ timeout: 5_000 })

  await staff
    .getByRole('list', { name: 'Events' })
    .getByRole('button', { name: `Delete ${title}` })
    .click()
  await confirmDeletion(staff, 'Are you sure you want to delete this event?')
  await expect(events.getByRole('heading', { name: title })).toHaveCount(0, { timeout: 5_000 })
  expect(reloads).toBe(0)

  await staffContext.close()
  await visitorContext.close()
})
