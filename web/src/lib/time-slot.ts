// A reservation time as the club writes it, for the visitor's form and for the staff's tables
// alike: '22:00' -> '10:00 PM', '00:00' -> '12:00 AM'.
export function formatTimeSlot(value: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(value)
  if (!match) return value
  const hours = Number(match[1])
  const minutes = match[2] ?? '00'
  const period = hours < 12 ? 'AM' : 'PM'
  const hour12 = hours % 12 === 0 ? 12 : hours % 12
  return `${String(hour12)}:${minutes} ${period}`
}
