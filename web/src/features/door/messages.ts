// The texts only this feature's screens show; those other features or shared code show too are in
// @/messages-admin.
import { plural } from '@/messages-admin'

// The door list (/admin/door): the night's confirmed parties, checked in from a phone
export const FAILED_TO_LOAD_DOOR = 'Failed to load the door list'
export const FAILED_TO_RECORD_ARRIVAL = 'Failed to record the arrival'
export const DOOR_EMPTY = 'No confirmed reservations for this night.'
export const doorNoMatch = (query: string) => `No party matches “${query}”.`
export const DOOR_SEARCH = 'Search name, phone, table or area'
export const DOOR_AREAS = 'Areas'
export const DOOR_ALL_AREAS = 'All areas'
export const DOOR_NO_AREA = 'No area'
export const DOOR_PREVIOUS_NIGHT = 'Previous night'
export const DOOR_NEXT_NIGHT = 'Next night'
export const DOOR_HEADCOUNT = 'Headcount'
export const DOOR_GUESTS_IN = 'guests in'
export const doorPartiesArrived = (arrived: number, parties: number) =>
  `${arrived} of ${plural(parties, 'party', 'parties')} arrived`
export const doorNoShows = (count: number) => plural(count, 'no-show')
export const doorArrivedOf = (arrived: number, guests: number) => `${arrived} of ${guests}`
export const DOOR_ARRIVED = 'arrived'
export const checkInOneMore = (name: string) => `Check in one more guest of ${name}`
export const checkOutOne = (name: string) => `Check out one guest of ${name}`
export const DOOR_ALL_IN = 'All in'
export const allInLabel = (name: string) => `All in: ${name}`
export const DOOR_NO_SHOW = 'No-show'
export const noShowLabel = (name: string) => `No-show: ${name}`
export const DOOR_ALL_ARRIVED = 'All arrived'
// Guests beyond the booked party (friends it brought along).
export const doorOver = (count: number) => `+${String(count)} over`
export const doorOverCeiling = (most: number) =>
  `At most ${String(most)} over the booking: change the party's size for more.`
export const DOOR_STAFF_ONLY = 'Staff only'
export const DOOR_TABLE = 'Table'
export const DOOR_NO_TABLE = 'No table yet'
export const DOOR_READ_ONLY =
  'Check-in opens on the night itself, until 6 AM the next morning: this night is shown read-only.'
export const DOOR_SOURCES = { web: null, phone: 'Phone booking', walk_in: 'Walk-in' } as const
