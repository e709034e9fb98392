import type { EventPublic } from '@/lib/api/types'

import { toDateInputValue } from './format'

// A club night runs past midnight: until 6 AM the visitor is still on the previous evening.
export const NIGHT_ENDS_AT_HOUR = 6

// The server already drops past events from the site payload; a page left open overnight drops
// them too, by the same rule in the visitor's clock.
export function upcomingEvents(
  events: readonly EventPublic[],
  now: Date = new Date(),
): EventPublic[] {
  const night = new Date(
    now.getFullYear(),
    now.getMonth(),
    now.getDate(),
    now.getHours() - NIGHT_ENDS_AT_HOUR,
  )
  const today = toDateInputValue(night)
  return events.filter((event) => event.date >= today)
}
