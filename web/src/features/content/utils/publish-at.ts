// An event's publish_at is a moment (ISO with an offset); staff pick it in a datetime-local
// field, which holds a wall-clock time with no zone. The field is read, and shown, in this
// browser's time zone.

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/

const pad = (value: number) => String(value).padStart(2, '0')

function wallClock(date: Date): string {
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

// The field's value for a moment: '2025-03-07T21:00' (empty for none).
export function toLocalInput(moment: string | null | undefined): string {
  if (!moment) return ''
  const date = new Date(moment)
  return Number.isNaN(date.getTime()) ? '' : wallClock(date)
}

// The moment a field's value names, with this browser's offset at that moment:
// '2025-03-07T21:00:00+01:00'. Blank is null (shown at once); undefined when it is no date and time.
export function fromLocalInput(value: string): string | null | undefined {
  const trimmed = value.trim()
  if (trimmed === '') return null
  const match = LOCAL.exec(trimmed)
  if (!match) return undefined
  const [year, month, day, hour, minute, second] = match
    .slice(1, 7)
    .map((part) => Number(part || 0)) as [number, number, number, number, number, number]
  const date = new Date(year, month - 1, day, hour, minute, second)
  if (Number.isNaN(date.getTime()) || date.getMonth() !== month - 1 || date.getDate() !== day)
    return undefined
  // A time the clocks skip (spring forward) becomes the one the browser moved it to.
  const offset = -date.getTimezoneOffset()
  const sign = offset < 0 ? '-' : '+'
  const zone = `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`
  return `${wallClock(date)}:${pad(date.getSeconds())}${zone}`
}

// Whether the event is kept from visitors for now.
export function isScheduled(
  publishAt: string | null | undefined,
  now: Date = new Date(),
): publishAt is string {
  if (!publishAt) return false
  const moment = new Date(publishAt).getTime()
  return !Number.isNaN(moment) && moment > now.getTime()
}
