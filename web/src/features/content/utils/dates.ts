// An event's date as the browser writes it; a plain date, so no time zone may shift it.
export function formatEventDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number)
  if (!year || !month || !day) return date
  return new Date(year, month - 1, day).toLocaleDateString(undefined, { dateStyle: 'medium' })
}
