import { EVENT_TIME_PATTERN } from '@/lib/api/rules'

const ONE_FORM = new RegExp(EVENT_TIME_PATTERN)

// An event's time as the server stores it ("10:00 PM") as a time input's value ("22:00"); '' for a
// time saved before that rule which is not a time of day (staff choose it again).
export function toTimeInput(stored: string | null | undefined): string {
  const text = stored?.trim() ?? ''
  if (!ONE_FORM.test(text)) return ''
  const [clock = '', half] = text.split(' ')
  const [hour = '0', minute = '00'] = clock.split(':')
  const hours = (Number(hour) % 12) + (half === 'PM' ? 12 : 0)
  return `${String(hours).padStart(2, '0')}:${minute}`
}
