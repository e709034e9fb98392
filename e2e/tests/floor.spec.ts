import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { expectToast, signInAsStaff } from './support/content-admin'
import { phone } from './support/devices'
import { EVERY_NIGHT, GUEST_PHONE, saveBookingRules, staffHeaders } from './support/reservations'
import { section } from './support/site'

// The floor: a manager draws tables on the plan; a guest books the Mezzanine from the site and
// reads its minimum spend; confirming seats the party at the suggested table; a colleague who
// tries to give that table to another party is told who holds it; and the door's map on a phone
// follows the party live.

type FloorTable = { id: string; label: string; area_id: string; x: number; y: number }
type Floor = { areas: { id: string; name: string }[]; tables: FloorTable[] }

async function floor(request: APIRequestContext): Promise<Floor> {
  const response = await request.get('/api/admin/floor', { headers: await staffHeaders(request) })
  expect(response.ok()).toBe(true)
  return (await response.json()) as Floor
}

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name })
const COMPLETE_TITLE =
  "Complete: confirm the booking and email the guest (it stays on the night's list)"

const map = (page: Page, plan: string) => page.getByRole('group', { name: `Floor plan: ${plan}` })

test('a manager adds an area and three tables, moves them on the plan and saves the layout', async ({
  page,
  request,
}) => {
  const stamp = String(Date.now()).slice(-6)
  const area = `Terrace ${stamp}`
  await signInAsStaff(page, '/admin/floor')
  await expect(map(page, 'Ground Floor').getByRole('button', { name: /^B1, / })).toBeVisible()

  await page.getByRole('button', { name: 'Add area' }).click()
  const areaDialog = page.getByRole('dialog', { name: 'Add area' })
  await areaDialog.getByLabel('Name').fill(area)
  await areaDialog.getByRole('button', { name: 'Save area' }).click()
  await expectToast(page, 'Area saved.')

  const labels = [1, 2, 3].map((n) => `T${stamp}-${String(n)}`)
  for (const label of labels) {
    await page.getByRole('button', { name: 'Add table' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add table' })
    await dialog.getByLabel('Label').fill(label)
    await dialog.getByLabel('Area').selectOption({ label: area })
    await dialog.getByLabel('Most seats').fill('8')
    await dialog.getByLabel('Minimum spend a night (USD)').fill('650')
    await dialog.getByRole('button', { name: 'Save table' }).click()
    await expectToast(page, 'Table saved.')
    await expect(dialog).toHaveCount(0)
  }

  // New tables stand in the middle of the plan: each is moved with the keyboard.
  await page.getByRole('button', { name: 'Edit layout' }).click()
  for (const [index, label] of labels.entries()) {
    const table = map(page, 'Ground Floor').getByRole('button', { name: new RegExp(`^${label}, `) })
    await table.focus()
    await expect(table).toBeFocused()
    for (let step = 0; step <= index; step += 1) await table.press('ArrowDown')
    await table.press('Shift+ArrowRight')
  }
  await page.getByRole('button', { name: 'Save layout' }).click()
  await expectToast(page, 'Layout saved.')

  const saved = (await floor(request)).tables.filter((table) => labels.includes(table.label))
  expect(saved.map((table) => [table.label, table.x, table.y])).toEqual([
    [labels[0], 501, 360],
    [labels[1], 501, 370],
    [labels[2], 501, 380],
  ])
  // The list says the same, under the new area.
  const list = page.getByRole('region', { name: area })
  await expect(list.getByRole('row')).toHaveCount(4)
  await expect(list.getByRole('row', { name: new RegExp(labels[0] ?? '') })).toContainText('$650')

  // Tidy up for the other tests: the tables and the area go.
  const headers = await staffHeaders(request)
  for (const table of saved) await request.delete(`/api/admin/tables/${table.id}`, { headers })
  const areaId = (await floor(request)).areas.find((candidate) => candidate.name === area)?.id
  expect((await request.delete(`/api/admin/areas/${areaId ?? ''}`, { headers })).status()).toBe(204)
})

test('a guest books the Mezzanine for a Friday, is seated on confirming, and the door’s map follows live', async ({
  page,
  browser,
  request,
}) => {
  await saveBookingRules(request, {
    ...EVERY_NIGHT,
    assign_table_on_confirm: true,
  } as typeof EVERY_NIGHT)
  // A Friday some weeks ahead (UTC noon, so the weekday is the same wherever the test runs).
  const friday = new Date(Date.now() + 40 * 86_400_000)
  friday.setUTCHours(12)
  friday.setUTCDate(friday.getUTCDate() + ((5 - friday.getUTCDay() + 7) % 7))
  const night = friday.toISOString().slice(0, 10)
  const guest = `Mara Quinn ${String(Date.now()).slice(-5)}`

  // The guest, on the site's form: the Mezzanine from its minimum spend.
  await page.goto('/#bottle-service')
  const form = section(page, 'bottle-service')
  await form.getByLabel('Name').fill(guest)
  await form.getByLabel('Email').fill(`mara.${String(Date.now())}@example.com`)
  await form.getByLabel('Phone').fill(GUEST_PHONE)
  await form.getByLabel('Date').fill(night)
  await form.getByLabel('Time').selectOption('11:30 PM')
  await form.getByLabel('Number of Guests').fill('6')
  const area = form.getByLabel('Area (optional)')
  await expect(
    area.getByRole('option', { name: 'Mezzanine: from $800 minimum spend' }),
  ).toHaveCount(1)
  await area.selectOption({ label: 'Mezzanine: from $800 minimum spend' })
  await form.getByRole('button', { name: 'Submit Reservation' }).click()
  await expect(form.getByText(/Reservation submitted successfully!/)).toBeVisible()

  // The door, on a phone, watches the Mezzanine that night.
  const door = await browser.newContext(phone())
  const doorPage = await door.newPage()
  await signInAsStaff(doorPage, `/admin/floor?date=${night}`)
  await doorPage.getByRole('tab', { name: 'Mezzanine' }).click()
  const m1 = map(doorPage, 'Mezzanine').getByRole('button', { name: /^M1, / })
  await expect(m1).toHaveAccessibleName(/^M1, 4–10 seats, Free$/)

  // A manager, on the reservations list: the booking is offered its table, the smallest free
  // Mezzanine table for six, and Complete seats the party there.
  await signInAsStaff(page, `/admin/reservations?status=all&date=${night}`)
  const booking = row(page, guest)
  await expect(booking).toContainText('Mezzanine')
  await booking.getByRole('button', { name: `Edit reservation for ${guest}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit reservation' })
  await expect(edit.getByRole('button', { name: 'Use M1 · Mezzanine · 4–10 seats' })).toBeVisible()
  await edit.getByRole('button', { name: 'Cancel' }).click()
  await booking.getByRole('button', { name: COMPLETE_TITLE }).click()
  await expectToast(page, 'Reservation confirmed: the guest is emailed.')
  await expect(booking).toContainText('Table M1')
  await expect(m1).toHaveAccessibleName(
    new RegExp(`^M1, 4–10 seats, Confirmed, ${guest}, 6 guests$`),
  )

  // A colleague in another tab gives M1 to another party that night: refused at the Table field,
  // and told by whom.
  const headers = await staffHeaders(request)
  const other = await request.post('/api/admin/reservations', {
    data: { name: 'Theo Park', phone: GUEST_PHONE, date: night, time: '23:00', guests: 4,
            source: 'phone' },
    headers,
  }) // prettier-ignore
  expect(other.status()).toBe(201)
  const colleague = await browser.newContext()
  const tab = await colleague.newPage()
  await signInAsStaff(tab, `/admin/reservations?status=all&date=${night}`)
  await row(tab, 'Theo Park')
    .getByRole('button', { name: 'Edit reservation for Theo Park' })
    .click()
  const theirs = tab.getByRole('dialog', { name: 'Edit reservation' })
  await theirs.getByLabel('Table').fill('M1')
  await theirs.getByRole('button', { name: 'Save Changes' }).click()
  await expect(theirs.getByLabel('Table')).toHaveAccessibleDescription(
    new RegExp(`M1 is held by ${guest}'s party that night\\.`),
  )
  await expect(row(tab, 'Theo Park')).not.toContainText('Table M1')

  // Moved to M2 from the floor screen's API, the door's map follows without a reload.
  const tables = (await floor(request)).tables
  const m2 = tables.find((table) => table.label === 'M2')
  const rows = (await (
    await request.get(`/api/admin/reservations?date=${night}`, { headers })
  ).json()) as { data: { id: string; name: string }[] }
  const booked = rows.data.find((candidate) => candidate.name === guest)
  const moved = await request.put(`/api/admin/reservations/${booked?.id ?? ''}/tables`, {
    data: { table_ids: [m2?.id] },
    headers,
  })
  expect(moved.status()).toBe(200)
  await expect(m1).toHaveAccessibleName(/^M1, 4–10 seats, Free$/)
  await expect(
    map(doorPage, 'Mezzanine').getByRole('button', { name: /^M2, / }),
  ).toHaveAccessibleName(new RegExp(`^M2, 4–10 seats, Confirmed, ${guest}, 6 guests$`))
  // Tapping it shows the party.
  await map(doorPage, 'Mezzanine').getByRole('button', { name: /^M2, / }).tap()
  await expect(doorPage.getByRole('region', { name: 'M2' })).toContainText(
    `${guest} · 6 guests · 23:30`,
  )
  await door.close()
  await colleague.close()
  await saveBookingRules(request, EVERY_NIGHT)
})
