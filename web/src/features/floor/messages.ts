// The texts only this feature's screens show; those other features or shared code show too are in
// @/messages-admin.
import type { NightTable, UnseatedParty } from './api/floor'

// The floor (/admin/floor): the club's tables on their plans, and a night table by table
export const FLOOR_DESCRIPTION =
  'Your tables on the floor plan, and who holds each one on a night. Tap a table for its party.'
export const FAILED_TO_LOAD_FLOOR = 'Failed to load the floor'
export const FLOOR_NIGHT = 'Night'
export const FLOOR_PLANS = 'Floor plans'
export const FLOOR_UNPLACED = 'Not on a plan'
export const FLOOR_EMPTY =
  'No tables yet. Add your areas (Main Floor, Mezzanine, VIP Room…) and their tables.'
export const floorMapLabel = (plan: string) => `Floor plan: ${plan}`
export const EDIT_LAYOUT = 'Edit layout'
export const ZOOM_IN = 'Zoom in'
export const ZOOM_OUT = 'Zoom out'
export const SAVE_LAYOUT = 'Save layout'
export const CANCEL_LAYOUT = 'Cancel'
export const LAYOUT_SAVED = 'Layout saved.'
export const FAILED_TO_SAVE_LAYOUT = 'Failed to save the layout'
export const LAYOUT_HINT =
  'Drag a table, or select it and move it with the arrow keys (Shift: one step at a time).'
export const ADD_TABLE = 'Add table'
export const EDIT_TABLE = 'Edit table'
export const SAVE_TABLE = 'Save table'
export const TABLE_SAVED = 'Table saved.'
export const DELETE_TABLE = 'Delete table'
export const TABLE_DELETED = 'Table deleted.'
export const FAILED_TO_DELETE_TABLE = 'Failed to delete the table'
export const deleteTableQuestion = (label: string) =>
  `Delete table ${label}? Past nights keep its label on their bookings.`
export const ADD_AREA = 'Add area'
export const SAVE_AREA = 'Save area'
export const AREA_SAVED = 'Area saved.'
export const ADD_PLAN = 'Add floor plan'
export const EDIT_AREA = 'Edit area'
export const DELETE_AREA = 'Delete area'
export const AREA_DELETED = 'Area deleted.'
export const FAILED_TO_DELETE_AREA = 'Failed to delete the area'
export const deleteAreaQuestion = (name: string) => `Delete the area ${name}?`
export const EDIT_PLAN = 'Edit floor plan'
export const DELETE_PLAN = 'Delete floor plan'
export const PLAN_DELETED = 'Floor plan deleted.'
export const FAILED_TO_DELETE_PLAN = 'Failed to delete the floor plan'
export const deletePlanQuestion = (name: string) =>
  `Delete the floor plan ${name}? Its tables stay, off any plan, until you place them again.`
export const editAreaLabel = (name: string) => `Edit area ${name}`
export const deleteAreaLabel = (name: string) => `Delete area ${name}`
export const SAVE_PLAN = 'Save floor plan'
export const PLAN_SAVED = 'Floor plan saved.'
export const FIELD_LABEL = 'Label'
export const FIELD_AREA = 'Area'
export const FIELD_PLAN = 'Floor plan'
export const FIELD_NO_PLAN = 'Not on a plan'
export const FIELD_SEATS_MIN = 'Fewest seats'
export const FIELD_SEATS_MAX = 'Most seats'
export const FIELD_MINIMUM_SPEND = 'Minimum spend a night'
export const FIELD_SHAPE = 'Shape'
export const SHAPES = { round: 'Round', rect: 'Rectangle' } as const
export const FIELD_ONLINE = 'Guests can book it online'
export const FIELD_NAME = 'Name'
export const FIELD_DESCRIPTION = 'Description'
export const FIELD_GUESTS_PICK = 'Guests pick the exact table when they book online'
export const FIELD_PLAN_IMAGE = 'floor plan picture'
export const COLUMN_TABLE = 'Table'
export const COLUMN_SEATS = 'Seats'
export const COLUMN_MINIMUM_SPEND = 'Minimum spend'
export const COLUMN_NIGHT = 'This night'
export const NIGHT_STATES: Record<NightTable['state'], string> = {
  free: 'Free',
  held_back: 'Held back',
  requested: 'Requested',
  confirmed: 'Confirmed',
  arrived: 'Arrived',
}
export const tablesBooked = (booked: number, total: number) =>
  `${String(booked)} of ${String(total)} tables booked`
export const minimumSpendBooked = (amount: string) => `${amount} minimum spend booked`
export const partyOf = (name: string, guests: number, time: string) =>
  `${name} · ${String(guests)} guests · ${time}`
export const NO_TABLE_SELECTED = 'Select a table on the plan or in the list.'
// One night's exceptions, for the table selected
export const nightExceptionsTitle = (night: string) => `On ${night}`
export const NIGHT_HELD = 'Hold back this night: nobody can be given it'
export const nightMinimumSpend = (currency: string) => `Minimum spend this night (${currency})`
export const nightMinimumSpendHint = (own: string) => `Leave blank for its own, ${own}.`
export const SAVE_NIGHT = 'Save for this night'
export const NIGHT_SAVED = 'Saved for this night.'
export const FAILED_TO_SAVE_NIGHT = 'Failed to save this night'
// Seating from the map
export const SEAT_A_PARTY = 'Seat a party here'
export const SEAT_HERE = 'Seat here'
export const UNSEAT = 'Take the party off its tables'
export const FAILED_TO_SEAT = 'Failed to seat the party'
export const seatedAt = (label: string) => `Seated at ${label}.`
export const unseated = (name: string) => `${name}'s party has no table now.`
export const unseatedOption = (party: UnseatedParty) =>
  [party.name, `${String(party.guests)} guests`, party.time, party.area_name]
    .filter(Boolean)
    .join(' · ')
