import type { components } from '@/lib/api/schema'

// What a booking shows of its guest's profile (the lists, the door, the mailed links).
export type GuestBadge = components['schemas']['GuestBadge']
export type GuestBadges = Record<string, GuestBadge>

export const BLOCKED_TAG = 'Blocked'
export const VIP_TAG = 'VIP'

export const isBlocked = (guest: GuestBadge) => guest.tags.includes(BLOCKED_TAG)

export function badgeOf(guests: GuestBadges | undefined, guestId: string | null) {
  return guestId === null ? undefined : guests?.[guestId]
}

// Which visit tonight is for the party: the nights the guest came before, and this one (counted
// already once the party is in).
export function visitNumber(guest: GuestBadge, arrived: number) {
  return arrived > 0 ? guest.visits : guest.visits + 1
}

// Whether the guest's birthday ("MM-DD") falls within three nights either side of `night`
// ("YYYY-MM-DD"): the week the club celebrates it.
export function birthdayNear(birthday: string | null, night: string) {
  if (birthday === null) return false
  const [year = 0, month = 1, day = 1] = night.split('-').map(Number)
  const [bMonth = 1, bDay = 1] = birthday.split('-').map(Number)
  const on = Date.UTC(year, month - 1, day)
  return [year - 1, year, year + 1].some(
    (y) => Math.abs(Date.UTC(y, bMonth - 1, bDay) - on) / 86_400_000 <= 3,
  )
}
