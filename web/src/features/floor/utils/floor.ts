import type { Floor, FloorTable } from '@/lib/admin-api/floor'

import type { NightTable } from '../api/floor'
import { seatsInWords } from '@/messages'

import { NIGHT_STATES } from '../messages'

// A plan's drawing space, as the server keeps every table's place (models/tables.py).
export const PLAN_WIDTH = 1000
export const PLAN_HEIGHT = 700

export function clampToPlan(x: number, y: number): { x: number; y: number } {
  return {
    x: Math.round(Math.min(PLAN_WIDTH, Math.max(0, x))),
    y: Math.round(Math.min(PLAN_HEIGHT, Math.max(0, y))),
  }
}

// What a screen reader hears of a table, and what a pointer shows over it.
export function tableSummary(table: FloorTable, state: NightTable | undefined): string {
  const parts = [table.label, seatsInWords(table.seats_min, table.seats_max)]
  if (state) {
    parts.push(NIGHT_STATES[state.state])
    if (state.party) parts.push(`${state.party.name}, ${String(state.party.guests)} guests`)
  }
  return parts.join(', ')
}

// The tables drawn on a plan (null: those not placed on any), with what the layout editor moved
// in place of what the server holds.
export function tablesOn(
  floor: Floor,
  planId: string | null,
  moved: ReadonlyMap<string, FloorTable>,
): FloorTable[] {
  return floor.tables
    .map((table) => moved.get(table.id) ?? table)
    .filter((table) => table.plan_id === planId)
}

// The tables of each area, in the areas' order: the list view of the floor.
export function byArea(floor: Floor): { area: Floor['areas'][number]; tables: FloorTable[] }[] {
  return floor.areas.map((area) => ({
    area,
    tables: floor.tables.filter((table) => table.area_id === area.id),
  }))
}
