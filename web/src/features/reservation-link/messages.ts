// The texts only this feature's screens show; those other features or shared code show too are in
// @/messages-admin.
import { SERVER_TEXTS } from '@/lib/api/rules'

// The Confirm/Decline link from the staff's mail (/reservation-link#token), no sign-in
export const LINK_PAGE_TITLE = 'Reservation request'
export const LINK_CONFIRM_QUESTION = 'Confirm this reservation?'
export const LINK_DECLINE_QUESTION = 'Decline this reservation?'
export const LINK_CONFIRM = 'Confirm reservation'
export const LINK_DECLINE = 'Decline reservation'
export const LINK_REASON = 'Reason for the guest'
export const LINK_REASON_HINT = 'Optional. It is written into the email the guest receives.'
export const LINK_CONFIRM_EXPLAINED = 'The guest will be emailed that the reservation is confirmed.'
export const LINK_DECLINE_EXPLAINED = 'The guest will be emailed that the request was declined.'
export const linkDone = (action: 'confirm' | 'decline', name: string, emailed: boolean) =>
  `${action === 'confirm' ? 'Confirmed' : 'Declined'}. ${
    emailed ? `${name} has been emailed.` : `${name} left no email address: please call them.`
  }`
export const LINK_USED = SERVER_TEXTS.RESERVATION_LINK_USED
export const linkAlreadyDecided = (status: 'confirmed' | 'rejected' | 'expired' | 'cancelled') =>
  status === 'cancelled'
    ? 'The guest has cancelled this request.'
    : `This request has already been ${status === 'rejected' ? 'declined' : status}.`
export const LINK_MISSING =
  'This link is incomplete. Open it again from the email, or open the reservation in the admin area.'
export const LINK_LOAD_FAILED = 'The request could not be loaded. Please try again.'
export const LINK_ACT_FAILED = 'That did not go through. Please try again.'
export const linkExpires = (when: string) => `This link works until ${when}.`
export const LINK_OPEN_ADMIN = 'Open Reservations in the admin area'
export const LINK_FIELDS = {
  name: 'Name',
  night: 'Night',
  time: 'Time',
  guests: 'Guests',
  package: 'Package',
  occasion: 'Occasion',
  phone: 'Phone',
  email: 'Email',
  requests: 'Special requests',
} as const
