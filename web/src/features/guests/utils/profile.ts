import { came, OUTCOMES } from '../messages'
import type { GuestBooking } from '../api/get-guest'

// What became of a booking: the party came (how many of them), did not, or the request's answer.
export function outcomeOf(booking: GuestBooking): string {
  if (booking.arrived > 0) return came(booking.arrived, booking.guests)
  if (booking.no_show) return OUTCOMES.no_show ?? booking.status
  return OUTCOMES[booking.status] ?? booking.status
}

export type OutcomeTone = 'came' | 'missed' | 'open' | 'closed'

// The colour of the outcome: in, a no-show, still to come, or closed without a visit.
export function outcomeTone(booking: GuestBooking): OutcomeTone {
  if (booking.arrived > 0) return 'came'
  if (booking.no_show) return 'missed'
  if (booking.status === 'pending' || booking.status === 'confirmed') return 'open'
  return 'closed'
}

// A birthday as stored ("07-14") and as the two selects hold it.
export function birthdayParts(birthday: string | null): { month: string; day: string } {
  const [month = '', day = ''] = (birthday ?? '').split('-')
  return { month, day }
}

// The days a month may have (February counts the 29th: a leap-year birthday is one).
export function daysIn(month: string): number {
  const number = Number(month)
  if (!number) return 31
  return new Date(Date.UTC(2000, number, 0)).getUTCDate()
}

export const twoDigits = (value: number) => String(value).padStart(2, '0')

// "07-14" as staff read it: "July 14".
const birthdayFormat = new Intl.DateTimeFormat(undefined, {
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
})
export function formatBirthday(birthday: string): string {
  const [month = 0, day = 0] = birthday.split('-').map(Number)
  return month && day ? birthdayFormat.format(Date.UTC(2000, month - 1, day)) : birthday
}
