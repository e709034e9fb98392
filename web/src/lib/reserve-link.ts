// The address that opens the reservation form itself (not the top of its section, screens above
// it on a phone), with the night or the package chosen; the form reads them from the address.
export const RESERVATION_FORM_ID = 'reservation-form'

export function reserveHref(choice: { night?: string; packageId?: string }): string {
  const query = new URLSearchParams()
  if (choice.night) query.set('night', choice.night)
  if (choice.packageId) query.set('package', choice.packageId)
  const search = query.toString()
  return `/${search ? `?${search}` : ''}#${RESERVATION_FORM_ID}`
}
