import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { ToastProvider } from '@/components/toast'
import type { Role } from '@/lib/roles'
import { buildSession, buildUser } from '@/testing/factories'
import { errorResponse, jsonResponse, stubFetch, type FetchCall } from '@/testing/fetch'
import { renderRoutes } from '@/testing/render'

import type { Floor } from '@/lib/admin-api/floor'

import type { FloorNight } from '../api/floor'
import {
  ADD_TABLE,
  DELETE_TABLE,
  deleteTableQuestion,
  FAILED_TO_DELETE_TABLE,
  EDIT_LAYOUT,
  LAYOUT_SAVED,
  NIGHT_HELD,
  NIGHT_SAVED,
  SAVE_NIGHT,
  SAVE_LAYOUT,
  SAVE_TABLE,
  tablesBooked,
} from '../messages'
import { FloorPage } from './floor-page'

const MAIN = '0b2f3c7e-0000-4000-8000-000000000001'
const VIP = '0b2f3c7e-0000-4000-8000-000000000002'
const PLAN = '0b2f3c7e-0000-4000-8000-000000000003'
const B1 = '0b2f3c7e-0000-4000-8000-000000000010'
const V1 = '0b2f3c7e-0000-4000-8000-000000000011'
const NIGHT = '2026-12-04'
const TAKEN = 'Another table is labelled B1.'

const FLOOR: Floor = {
  areas: [
    { id: MAIN, name: 'Main Floor', description: null, position: 0, guests_pick_table: false },
    { id: VIP, name: 'VIP Room', description: 'Behind the rope.', position: 1, guests_pick_table: false },
  ],
  plans: [{ id: PLAN, name: 'Ground', position: 0, image: null }],
  tables: [
    { id: B1, label: 'B1', area_id: MAIN, seats_min: 2, seats_max: 4, minimum_spend: 300,
      online: true, plan_id: PLAN, shape: 'round', x: 200, y: 200, width: 70, height: 70 },
    { id: V1, label: 'V1', area_id: VIP, seats_min: 6, seats_max: 12, minimum_spend: 1500,
      online: false, plan_id: PLAN, shape: 'rect', x: 600, y: 300, width: 110, height: 70 },
  ],
  currency: 'USD',
} // prettier-ignore

const FLOOR_NIGHT: FloorNight = {
  date: NIGHT,
  tables: [
    { table_id: B1, state: 'free', minimum_spend: 300, held: false, night_minimum_spend: null,
      party: null },
    { table_id: V1, state: 'confirmed', minimum_spend: 2500, held: false, night_minimum_spend: 2500,
      party: { reservation_id: 'r1', name: 'Marcus Lee', guests: 8, time: '23:00',
               status: 'confirmed', arrived: 0, no_show: false } },
  ],
  booked: 1,
  total: 2,
  minimum_spend_booked: 2500,
  unseated: [
    { reservation_id: 'r2', name: 'Ava Reed', guests: 4, time: '22:30', status: 'pending',
      arrived: 0, no_show: false, area_name: 'Main Floor' },
  ],
} // prettier-ignore

function renderPage(role: Role = 'manager', answer?: (call: FetchCall) => Response | undefined) {
  const writes: FetchCall[] = []
  stubFetch((call) => {
    if (call.url.startsWith('/api/auth/token'))
      return jsonResponse(buildSession({ user: buildUser({ role }) }))
    if (call.method === 'GET' && call.url === '/api/admin/floor') return jsonResponse(FLOOR)
    if (call.method === 'GET' && call.url === `/api/admin/floor/nights/${NIGHT}`)
      return jsonResponse(FLOOR_NIGHT)
    writes.push(call)
    return answer?.(call) ?? errorResponse(404, 'Not found')
  })
  renderRoutes(
    [
      {
        path: '/admin/floor',
        element: (
          <ToastProvider>
            <FloorPage />
          </ToastProvider>
        ),
      },
    ],
    { path: `/admin/floor?date=${NIGHT}` },
  )
  return writes
}

describe('FloorPage', () => {
  it('holds a table back for one night, or gives it a minimum spend of its own that night', async () => {
    const writes = renderPage('manager', (call) => {
      if (call.method !== 'PUT') return undefined
      return call.url.includes(V1)
        ? jsonResponse(
            {
              error: {
                code: 'conflict',
                message: "V1 is held by Marcus Lee's party that night.",
                fields: { held: "V1 is held by Marcus Lee's party that night." },
              },
            },
            409,
          )
        : new Response(null, { status: 204 })
    })
    const map = await screen.findByRole('group', { name: 'Floor plan: Ground' })
    await userEvent.click(await within(map).findByRole('button', { name: /^B1, / }))
    const night = screen.getByRole('form', { name: 'On Fri, Dec 4' })
    const spend = within(night).getByLabelText('Minimum spend this night (USD)')
    expect(spend).toHaveValue(null)
    expect(spend).toHaveAccessibleDescription('Leave blank for its own, $300.')
    await userEvent.click(within(night).getByLabelText(NIGHT_HELD))
    await userEvent.type(spend, '450')
    await userEvent.click(within(night).getByRole('button', { name: SAVE_NIGHT }))
    expect(await screen.findByText(NIGHT_SAVED)).toBeInTheDocument()
    expect(writes.at(-1)).toMatchObject({
      method: 'PUT',
      url: `/api/admin/tables/${B1}/nights/${NIGHT}`,
      body: { held: true, minimum_spend: 450 },
    })

    // V1's night is raised already; holding it back while a party holds it is refused, by name.
    await userEvent.click(within(map).getByRole('button', { name: /^V1, / }))
    const vipNight = screen.getByRole('form', { name: 'On Fri, Dec 4' })
    expect(within(vipNight).getByLabelText('Minimum spend this night (USD)')).toHaveValue(2500)
    await userEvent.click(within(vipNight).getByLabelText(NIGHT_HELD))
    await userEvent.click(within(vipNight).getByRole('button', { name: SAVE_NIGHT }))
    expect(
      await within(vipNight).findByText("V1 is held by Marcus Lee's party that night."),
    ).toBeInTheDocument()
  })

  it('draws each table on its plan with the night’s party, and lists them by area', async () => {
    renderPage('host')
    const map = await screen.findByRole('group', { name: 'Floor plan: Ground' })
    const vip = await within(map).findByRole('button', {
      name: 'V1, 6–12 seats, Confirmed, Marcus Lee, 8 guests',
    })
    expect(within(map).getByRole('button', { name: 'B1, 2–4 seats, Free' })).toBeInTheDocument()
    expect(screen.getByText(tablesBooked(1, 2), { exact: false })).toBeInTheDocument()
    // A tap shows the party and that night's minimum spend.
    await userEvent.click(vip)
    const panel = screen.getByRole('region', { name: 'V1' })
    expect(panel).toHaveTextContent('VIP Room · 6–12 seats · $2,500')
    expect(panel).toHaveTextContent('Confirmed — Marcus Lee · 8 guests · 23:00')
    // The list says the same, area by area.
    const vipArea = screen.getByRole('region', { name: 'VIP Room' })
    expect(within(vipArea).getByRole('row', { name: /V1/ })).toHaveTextContent(
      'Confirmed: Marcus Lee',
    )
    // A host reads the floor; drawing it is for managers and owners.
    expect(screen.queryByRole('button', { name: EDIT_LAYOUT })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: ADD_TABLE })).not.toBeInTheDocument()
    expect(within(panel).queryByRole('form')).not.toBeInTheDocument()
    // On a phone the plan is zoomed in and scrolled; zoomed out again it fits its frame.
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }))
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }))
    expect(map).toHaveStyle({ width: '200%' })
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'Zoom out' }))
    expect(map).toHaveStyle({ width: '150%' })
  })

  it('moves a table with the arrow keys and saves the layout', async () => {
    const writes = renderPage('manager', (call) =>
      call.method === 'PUT'
        ? jsonResponse({ ...FLOOR.tables[0], ...(call.body as object) })
        : undefined,
    )
    await userEvent.click(await screen.findByRole('button', { name: EDIT_LAYOUT }))
    const map = screen.getByRole('group', { name: 'Floor plan: Ground' })
    const b1 = within(map).getByRole('button', { name: /^B1/ })
    b1.focus()
    expect(b1).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Shift>}{ArrowDown}{/Shift}')
    await userEvent.click(screen.getByRole('button', { name: SAVE_LAYOUT }))
    expect(await screen.findByText(LAYOUT_SAVED)).toBeInTheDocument()
    expect(writes.map((call) => [call.method, call.url])).toEqual([
      ['PUT', `/api/admin/tables/${B1}`],
    ])
    expect(writes[0]?.body).toMatchObject({ label: 'B1', x: 220, y: 201, area_id: MAIN })
  })

  it('adds a table, and shows the server’s refusal under its field', async () => {
    const writes = renderPage('owner', (call) =>
      call.method === 'POST'
        ? jsonResponse(
            { error: { code: 'conflict', message: TAKEN, fields: { label: TAKEN } } },
            409,
          )
        : undefined,
    )
    await userEvent.click(await screen.findByRole('button', { name: ADD_TABLE }))
    const dialog = screen.getByRole('dialog', { name: ADD_TABLE })
    await userEvent.type(within(dialog).getByLabelText('Label'), 'B1')
    await userEvent.clear(within(dialog).getByLabelText('Minimum spend a night (USD)'))
    await userEvent.type(within(dialog).getByLabelText('Minimum spend a night (USD)'), '450.5')
    await userEvent.click(within(dialog).getByRole('button', { name: SAVE_TABLE }))
    await waitFor(() => {
      expect(within(dialog).getByText(TAKEN)).toBeInTheDocument()
    })
    expect(writes[0]?.body).toEqual({
      label: 'B1', area_id: MAIN, plan_id: PLAN, seats_min: 2, seats_max: 6,
      minimum_spend: 450.5, shape: 'round', online: true, x: 500, y: 350, width: 70, height: 70,
    }) // prettier-ignore
  })

  it('deletes a table after asking, and says why when the server refuses', async () => {
    const HOLDS =
      'This table holds bookings still to come: give them another table first (Marcus Lee on Fri 4 Dec).'
    const writes = renderPage('manager', (call) =>
      call.method === 'DELETE'
        ? jsonResponse({ error: { code: 'conflict', message: HOLDS } }, 409)
        : undefined,
    )
    const map = await screen.findByRole('group', { name: 'Floor plan: Ground' })
    await userEvent.click(within(map).getByRole('button', { name: /^V1/ }))
    await userEvent.click(screen.getByRole('button', { name: DELETE_TABLE }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent(deleteTableQuestion('V1'))
    await userEvent.click(within(dialog).getByRole('button', { name: DELETE_TABLE }))
    expect(await screen.findByText(FAILED_TO_DELETE_TABLE)).toBeInTheDocument()
    expect(screen.getByText(HOLDS)).toBeInTheDocument()
    expect(writes.map((call) => [call.method, call.url])).toEqual([
      ['DELETE', `/api/admin/tables/${V1}`],
    ])
  })

  it('renames an area and a floor plan, and says why an area with tables is not deleted', async () => {
    const HAS_TABLES = 'This area still has tables: move or delete them first (V1).'
    const writes = renderPage('manager', (call) => {
      if (call.method === 'DELETE')
        return jsonResponse({ error: { code: 'conflict', message: HAS_TABLES } }, 409)
      if (call.method === 'PUT') return jsonResponse({ id: 'x', ...(call.body as object) })
      return undefined
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Edit area VIP Room' }))
    const area = screen.getByRole('dialog', { name: 'Edit area' })
    expect(within(area).getByLabelText('Description')).toHaveValue('Behind the rope.')
    await userEvent.clear(within(area).getByLabelText('Name'))
    await userEvent.type(within(area).getByLabelText('Name'), 'The Vault')
    await userEvent.click(within(area).getByRole('button', { name: 'Save area' }))
    expect(await screen.findByText('Area saved.')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Edit floor plan' }))
    const plan = screen.getByRole('dialog', { name: 'Edit floor plan' })
    await userEvent.clear(within(plan).getByLabelText('Name'))
    await userEvent.type(within(plan).getByLabelText('Name'), 'Ground Floor')
    await userEvent.click(within(plan).getByRole('button', { name: 'Save floor plan' }))
    expect(await screen.findByText('Floor plan saved.')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Delete area VIP Room' }))
    const asked = await screen.findByRole('dialog')
    expect(asked).toHaveTextContent('Delete the area VIP Room?')
    await userEvent.click(within(asked).getByRole('button', { name: 'Delete area' }))
    expect(await screen.findByText(HAS_TABLES)).toBeInTheDocument()
    expect(writes.map((call) => [call.method, call.url, call.body])).toEqual([
      ['PUT', `/api/admin/areas/${VIP}`,
       { name: 'The Vault', description: 'Behind the rope.', guests_pick_table: false, position: 1 }],
      ['PUT', `/api/admin/floor-plans/${PLAN}`, { name: 'Ground Floor', image: null, position: 0 }],
      ['DELETE', `/api/admin/areas/${VIP}`, undefined],
    ]) // prettier-ignore
  })

  it('seats a party still without a table at the table tapped, and takes one off its tables', async () => {
    const writes = renderPage('host', (call) =>
      call.method === 'PUT' ? jsonResponse(FLOOR_NIGHT) : undefined,
    )
    const map = await screen.findByRole('group', { name: 'Floor plan: Ground' })
    await userEvent.click(await within(map).findByRole('button', { name: /^B1, / }))
    const panel = screen.getByRole('region', { name: 'B1' })
    const party = within(panel).getByLabelText('Seat a party here')
    expect(
      within(party)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Ava Reed · 4 guests · 22:30 · Main Floor'])
    await userEvent.click(within(panel).getByRole('button', { name: 'Seat here' }))
    expect(await screen.findByText('Seated at B1.')).toBeInTheDocument()
    // A host seats parties but does not edit the floor.
    expect(within(panel).queryByRole('form')).not.toBeInTheDocument()

    await userEvent.click(within(map).getByRole('button', { name: /^V1, / }))
    const taken = screen.getByRole('region', { name: 'V1' })
    expect(within(taken).queryByLabelText('Seat a party here')).toBeNull()
    await userEvent.click(
      within(taken).getByRole('button', { name: 'Take the party off its tables' }),
    )
    expect(await screen.findByText("Marcus Lee's party has no table now.")).toBeInTheDocument()
    expect(writes.map((call) => [call.url, call.body])).toEqual([
      ['/api/admin/reservations/r2/tables', { table_ids: [B1] }],
      ['/api/admin/reservations/r1/tables', { table_ids: [] }],
    ])
  })
})
