import { ARRIVALS_OVER_MAX } from '@/lib/api/rules'
import type { components } from '@/lib/api/schema'
import { DOOR_NO_AREA } from '../messages'

export type DoorNight = components['schemas']['DoorNightPublic']
export type DoorParty = components['schemas']['ReservationStaffPublic']
export type DoorCounts = components['schemas']['DoorCounts']
// What the door records for one party: how many are in, or that it did not come.
export type Arrival = { id: string; arrived: number; no_show: boolean }

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

// A night's calendar date as a UTC midnight, so adding days never meets a daylight-saving change.
function utcDate(value: string): Date | null {
  const match = ISO_DATE.exec(value)
  if (!match) return null
  const [, year, month, day] = match.map(Number)
  const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1))
  return date.toISOString().slice(0, 10) === value ? date : null
}

// The night asked for in the address (?date=2025-11-27), or null for tonight (the server knows
// which night is under way in the club's time zone).
export function readNight(value: string | null): string | null {
  return value !== null && utcDate(value) ? value : null
}

export function shiftNight(value: string, days: number): string {
  const date = utcDate(value)
  if (!date) return value
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

const inWords = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
})
const inWordsWithYear = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})

// 'Friday, November 27', with the year only when it is not this year's.
export function formatNightInWords(value: string, now: Date = new Date()): string {
  const date = utcDate(value)
  if (!date) return value
  return (date.getUTCFullYear() === now.getFullYear() ? inWords : inWordsWithYear).format(date)
}

// The night's headcount, figured as the server figures it (nocturne.reservations.staff_service.door_night).
export function countParties(parties: readonly DoorParty[]): DoorCounts {
  return {
    parties: parties.length,
    guests_expected: parties.reduce((total, party) => total + party.guests, 0),
    guests_arrived: parties.reduce((total, party) => total + party.arrived, 0),
    parties_arrived: parties.filter((party) => party.arrived > 0).length,
    no_shows: parties.filter((party) => party.no_show).length,
  }
}

function withParties(night: DoorNight, parties: DoorParty[]): DoorNight {
  return { ...night, data: parties, counts: countParties(parties) }
}

// The night as the door sees it: the server's list with the check-ins still on their way laid
// over it (the latest one of a party wins). A check-in that fails simply drops out, which rolls
// the card and the headcount back to what the server holds.
export function withArrivals(night: DoorNight, arrivals: readonly Arrival[]): DoorNight {
  if (arrivals.length === 0) return night
  const latest = new Map(arrivals.map((arrival) => [arrival.id, arrival]))
  if (!night.data.some((party) => latest.has(party.id))) return night
  return withParties(
    night,
    night.data.map((party) => {
      const arrival = latest.get(party.id)
      return arrival ? { ...party, arrived: arrival.arrived, no_show: arrival.no_show } : party
    }),
  )
}

// The night once the server has answered a check-in with the party as it now stands.
export function withParty(night: DoorNight, updated: DoorParty): DoorNight {
  if (!night.data.some((party) => party.id === updated.id)) return night
  return withParties(
    night,
    night.data.map((party) => (party.id === updated.id ? { ...party, ...updated } : party)),
  )
}

// What each control of a card records: one more goes beyond the party too (friends it brought
// along), up to the server's ceiling.
export type ArrivalStep = 'one-more' | 'one-less' | 'all-in' | 'no-show'

export function nextArrival(party: DoorParty, step: ArrivalStep): Arrival {
  const { id, guests, arrived, no_show } = party
  switch (step) {
    case 'one-more':
      return { id, arrived: Math.min(guests + ARRIVALS_OVER_MAX, arrived + 1), no_show: false }
    case 'one-less':
      return { id, arrived: Math.max(0, arrived - 1), no_show: false }
    case 'all-in':
      return { id, arrived: guests, no_show: false }
    case 'no-show':
      return { id, arrived: 0, no_show: !no_show }
  }
}

const PHONE_QUERY = /^[\d\s()+.-]+$/
const digits = (text: string) => text.replace(/\D/g, '')

// The search box: a name, a table or an area by its letters (so "mezz" lists the Mezzanine's
// parties), a phone number by its digits however it was written ('555 0147' finds
// '+1 (212) 555-0147').
export function matchesSearch(party: DoorParty, query: string): boolean {
  const wanted = query.trim().toLowerCase()
  if (wanted === '') return true
  if (party.name.toLowerCase().includes(wanted)) return true
  if (party.table_label?.toLowerCase().includes(wanted)) return true
  if (party.area_name?.toLowerCase().includes(wanted)) return true
  if (party.phone && PHONE_QUERY.test(wanted) && digits(wanted) !== '') {
    return digits(party.phone).includes(digits(wanted))
  }
  return false
}

// The area a party is listed under: the one it asked for or is seated in, or none.
export const areaOf = (party: DoorParty): string => party.area_name ?? DOOR_NO_AREA
