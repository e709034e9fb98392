// The texts only this feature's screens show; those other features or shared code show too are in
// @/messages-admin.

// The guest's own page for a booking (/booking#token), from the link in every mail about it
export const BOOKING_TITLE = 'Your reservation'
export const BOOKING_MISSING =
  'This link is incomplete. Please open it again from your latest mail from the club.'
export const BOOKING_LOAD_FAILED = 'Your reservation could not be loaded. Please try again.'
export const BOOKING_FAILED = 'That did not go through. Please try again.'
export const BOOKING_STATUS = {
  pending: 'Requested: the club will confirm it',
  confirmed: 'Confirmed',
  rejected: 'Declined',
  expired: 'Not confirmed in time',
  cancelled: 'Cancelled',
} as const
export const BOOKING_FIELDS = {
  name: 'Name',
  night: 'Night',
  time: 'Arrival',
  guests: 'Guests',
  area: 'Area',
  package: 'Package',
} as const
export const BOOKING_ADD_TO_CALENDAR = 'Add to calendar'
export const BOOKING_DIRECTIONS = 'Directions'
export const bookingCall = (phone: string) => `Call the club: ${phone}`
export const BOOKING_CHANGE_TITLE = 'Change your booking'
export const BOOKING_PARTY = 'Party size'
export const BOOKING_ARRIVAL = 'Arrival time'
export const BOOKING_SAVE = 'Save changes'
export const BOOKING_CHANGED = 'Your booking is changed: we have emailed you the details.'
export const BOOKING_CANCEL_TITLE = 'Cancel your booking'
export const BOOKING_CANCEL = 'Cancel reservation'
export const BOOKING_CANCEL_SURE = 'Cancel this reservation? This cannot be undone.'
export const BOOKING_CANCEL_YES = 'Yes, cancel it'
export const BOOKING_CANCEL_NO = 'Keep my reservation'
export const BOOKING_CANCELLED = 'Your reservation is cancelled. We hope to see you another night.'
export const BOOKING_BOOK_AGAIN = 'Book another night'
