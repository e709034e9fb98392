// The texts only this feature's screens show; those other features or shared code show too are in
// @/messages-admin.
import { SERVER_TEXTS } from '@/lib/api/rules'
import { plural } from '@/messages-admin'

// Admin area: dashboard
export const DASHBOARD_CONTENT_SECTIONS = 'Content Sections'
export const DASHBOARD_GALLERY_ITEMS = 'Gallery Items'
export const DASHBOARD_EVENTS = SERVER_TEXTS.NAV_EVENTS
export const DASHBOARD_PACKAGES = 'Packages'
export const DASHBOARD_RECENT_ACTIVITY = 'Recent Activity'
export const DASHBOARD_NO_RECENT_ACTIVITY = 'No recent activity to display'
export const ACTIVITY_CONTENT_UPDATED = 'Content Updated'
export const activitySectionUpdated = (sectionName: string) =>
  `${sectionName.charAt(0).toUpperCase()}${sectionName.slice(1)} section was updated`
export const ACTIVITY_NEW_CONTACT_FORM = 'New Contact Form'
export const ACTIVITY_NEW_RESERVATION = 'New Reservation'

// Admin area: actions and labels
export const RESERVATION_COMPLETE = 'Complete'
export const NO_CONTACT_SUBMISSIONS = 'No contact submissions yet.'
export const NO_RESERVATIONS = 'No reservations yet.'
export const FAILED_TO_LOAD_SUBMISSIONS = 'Failed to load submissions'
export const FAILED_TO_LOAD_RESERVATIONS = 'Failed to load reservations'

// Admin area: failures
export const FAILED_TO_UPDATE_SUBMISSION_STATUS = 'Failed to update submission status'
export const FAILED_TO_UPDATE_RESERVATION_STATUS = 'Failed to update reservation status'

// Admin area: operations (dashboard, contact submissions, reservations), beyond the product's texts
export const SUBMISSION_COMPLETE = 'Complete'
export const REJECT = 'Reject'
export const REJECT_RESERVATION_QUESTION =
  'Reject this reservation request? Its places are given back to the night.'
export const FAILED_TO_DELETE_RESERVATION = 'Failed to delete reservation'
export const FAILED_TO_LOAD_DASHBOARD = 'Failed to load the dashboard'
export const DASHBOARD_PENDING_MESSAGES = 'Pending Messages'
export const DASHBOARD_PENDING_RESERVATIONS = 'Pending Reservations'
export const DASHBOARD_TABLES_TONIGHT = 'Tables tonight'
export const tablesTonightOf = (booked: number, total: number) =>
  `${String(booked)}/${String(total)}`
export const tablesTonightSpend = (amount: string) => `${amount} minimum spend booked`
export const DASHBOARD_NIGHTS_TITLE = 'The Next Two Weeks'
export const DASHBOARD_NIGHTS_INTRO =
  'Guests per night, pending and confirmed. Choose a night to open its guest list.'
export const DASHBOARD_GUESTS = 'Guests'
export const DASHBOARD_RESERVATIONS_SHORT = 'Bookings'
export const nightLabel = (date: string, reservations: number, guests: number) =>
  `${date}: ${plural(reservations, 'reservation')}, ${plural(guests, 'guest')}`
export const awaitingAction = (count: number) => (count === 0 ? 'All handled' : 'Awaiting action')
export const COLUMN_RECEIVED = 'Received'
export const COLUMN_SUBJECT = 'Subject'
export const COLUMN_MESSAGE = 'Message'
export const COLUMN_STATUS = 'Status'
export const COLUMN_DATE_TIME = 'Date & Time'
export const COLUMN_GUESTS = 'Guests'
export const COLUMN_OCCASION = 'Occasion'
export const COLUMN_REQUESTS = 'Requests'
export const COLUMN_ACTIONS = 'Actions'
export const STATUS_ALL = 'All'
export const STATUS_PENDING = 'Pending'
export const STATUS_COMPLETED = 'Completed'
export const STATUS_CONFIRMED = 'Confirmed'
export const STATUS_REJECTED = 'Rejected'
export const STATUS_EXPIRED = 'Expired'
export const STATUS_CANCELLED = 'Cancelled'
export const FILTER_STATUS = 'Status'
export const FILTER_DATE = 'Night'
export const CLEAR_DATE = 'Clear date'
export const SHOW_ALL = 'Show all'
export const submissionsSummary = (count: number) => plural(count, 'message')
export const reservationsSummary = (count: number, guests: number) =>
  `${plural(count, 'reservation')} · ${plural(guests, 'guest')}`
export const noMatchingSubmissions = (status: string) => `No ${status} contact submissions.`
// `place` narrows them further: 'in Mezzanine', 'at M1'.
export const noMatchingReservations = (
  status: string | null,
  date: string | null,
  place: string | null = null,
) =>
  `No ${status ? `${status} ` : ''}reservations${date ? ` on ${date}` : ''}${place ? ` ${place}` : ''}.`
export const inArea = (area: string) => `in ${area}`
export const atTable = (label: string) => `at ${label}`
export const FILTER_AREA = 'Area'
export const FILTER_TABLE = 'Table'
export const EVERY_AREA = 'All areas'
export const EVERY_TABLE = 'All tables'

// Booking rules (/admin/booking-rules)
export const FAILED_TO_LOAD_BOOKING_RULES = 'Failed to load booking rules'
export const FAILED_TO_SAVE_BOOKING_RULES = 'Failed to save booking rules'
export const BOOKING_RULES_SAVED = 'Booking rules saved'
export const BOOKING_RULES_INTRO =
  'Which nights guests can request, how many the club takes, and how far ahead. The reservation form offers only the nights these rules leave open and gives the reason for the others.'
export const OPENING_NIGHTS = 'Opening nights'
export const OPENING_NIGHTS_HINT =
  'Guests can request a table on these nights, and on the night of any event on your calendar. A blackout date closes a night, event or not.'
export const NO_NIGHT = 'No night: bookings are closed.'
export const contactHoursShown = (hours: string) =>
  `Your contact hours are shown to visitors exactly as written (${hours}) and never change these nights.`
export const CONTACT_HOURS_NONE = 'no hours listed'
export const CAPACITY = 'Capacity per night'
export const GUESTS_PER_NIGHT = 'Guests per night'
export const BOOKINGS_PER_NIGHT = 'Bookings per night'
export const NO_LIMIT_HINT = 'Empty: no limit. Pending and confirmed requests hold their places.'
export const PACKAGE_LIMITS = 'Packages'
export const packageLimitLabel = (name: string) => `${name}: bookings per night`
export const TIMING = 'Timing'
export const SAME_DAY_CUTOFF = "Tonight's bookings close at"
export const SAME_DAY_CUTOFF_HINT = 'Empty: guests can ask for tonight until the night ends.'
export const GUESTS_OWN_PAGE = 'Reminders and cancellations'
export const GUESTS_OWN_PAGE_HINT =
  "Every guest's mail links to the booking's own page, where the guest changes the party or arrival, or cancels."
export const REMINDER_TIME = 'Reminder on the day at'
export const REMINDER_TIME_HINT =
  'Confirmed guests are mailed the night, the way here and their link, once, from this time (club time). Empty: no reminders.'
export const CANCELLATION_POLICY = 'Cancellation policy'
export const CANCELLATION_POLICY_HINT = `What a guest reads before cancelling. Empty: “${SERVER_TEXTS.CANCELLATION_POLICY_DEFAULT}”`
export const BOOKING_WINDOW = 'Bookings open (days ahead)'
export const PHONE_REQUIRED_LABEL = 'Ask guests for a phone number'
export const REQUESTS_NEED_TABLE_LABEL =
  'Take a request only while a table guests can book online seats the party that night'
export const ASSIGN_TABLE_ON_CONFIRM_LABEL =
  'Confirming a request for an area gives it the smallest free table there'
export const clubTimeZone = (zone: string) =>
  `Nights are counted in the club's time zone, ${zone}; a night runs until 6 AM.`
export const BLACKOUT_DATES = 'Closed nights'
export const BLACKOUT_DATES_INTRO =
  'Nights that take no bookings (a private hire, a holiday). Guests see the reason.'
export const BLACKOUT_NIGHT = 'Night'
export const BLACKOUT_REASON = 'Reason (optional)'
export const CLOSE_NIGHT = 'Close this night'
export const BLACKOUT_DATES_EMPTY = 'No closed nights ahead.'
export const FAILED_TO_CLOSE_NIGHT = 'Failed to close the night'
export const FAILED_TO_REOPEN_NIGHT = 'Failed to open the night again'
export const NIGHT_CLOSED = 'Night closed to bookings'
export const NIGHT_REOPENED = 'Night open to bookings again'
export const reopenNightLabel = (night: string) => `Open ${night} again`

// Reservations (/admin/reservations): decisions mailed to the guest, undo, staff edits, phone and
// walk-in bookings, search, and what only staff see on a booking
export const RESERVATION_COMPLETE_EMAILS_TITLE =
  "Complete: confirm the booking and email the guest (it stays on the night's list)"
export const RESERVATION_CONFIRMED_EMAILED = 'Reservation confirmed: the guest is emailed.'
export const RESERVATION_REJECTED_EMAILED = 'Reservation rejected: the guest is emailed.'
export const REJECT_EMAILS_GUEST =
  'The guest is emailed the decline, with your reason if you give one.'
export const REJECT_REASON_LABEL = 'Reason for the guest (optional)'
export const RESERVATION_UNDO = 'Undo'
export const undoReservationLabel = (name: string) => `Undo the decision for ${name}`
export const RESERVATION_UNDO_HINT =
  'Back to pending. The guest is not emailed until the next decision.'
export const FAILED_TO_UNDO_RESERVATION = 'Failed to undo the decision'
export const editReservationLabel = (name: string) => `Edit reservation for ${name}`
export const EDIT_RESERVATION_TITLE = 'Edit reservation'
// What a host may change on a booking.
export const TABLE_AND_NOTES = 'Table and notes'
export const tableAndNotesLabel = (name: string) => `Table and notes for ${name}`
export const TABLE_AND_NOTES_SAVED = 'Table and notes saved'
export const FAILED_TO_SAVE_TABLE_AND_NOTES = 'Failed to save the table and notes'
export const RESERVATION_UPDATED = 'Reservation updated'
export const FAILED_TO_UPDATE_RESERVATION = 'Failed to update reservation'
export const NEW_BOOKING = 'New booking'
export const NEW_BOOKING_ADD = 'Add booking'
export const PHONE_BOOKING_ADDED = 'Booking added and confirmed. Nobody is emailed.'
export const WALK_IN_ADDED = 'Walk-in added: the party is checked in.'
export const FAILED_TO_ADD_BOOKING = 'Failed to add booking'
export const BOOKING_SOURCE_LEGEND = 'How the booking came in'
export const BOOKING_SOURCE_PHONE = 'By phone'
export const BOOKING_SOURCE_WALK_IN = 'Walk-in'
export const BOOKING_BADGE_PHONE = 'Phone'
export const BOOKING_BADGE_WALK_IN = 'Walk-in'
export const bookingBadgeLabel = (source: string) => `Booked: ${source}`
export const walkInTonight = (night: string) => `Tonight, ${night}. The whole party is checked in.`
export const BOOKING_EMAIL_OPTIONAL = 'Email (optional)'
export const BOOKING_CONTACT_HINT = 'A phone number or an email address.'
export const BOOKING_GUESTS = 'Guests'
// Staff may book any time of the night, not only the guests' form's times.
export const bookingTimeHint = (opens: string, ends: string) =>
  `Any time of the night, ${opens} to ${ends}.`
export const BOOKING_OCCASION = 'Occasion'
export const BOOKING_NO_OCCASION = 'No occasion'
export const BOOKING_REQUESTS = 'Special requests'
export const BOOKING_REQUESTS_HINT = "The guest's wishes: the door sees them on the party's card."
export const BOOKING_NAME_HINT = 'A correction is kept in the activity record.'
export const BOOKING_PACKAGE = 'Package'
export const BOOKING_NO_PACKAGE = 'No package'
export const BOOKING_TABLE = 'Table'
export const bookingTable = (label: string) => `Table ${label}`
export const BOOKING_NOTIFY_GUEST =
  'Email the guest what changed (night, arrival, party, area or package)'
export const BOOKING_TABLE_HINT = 'A table’s label, or two joined with +, as in VIP 1 + VIP 2.'
// The table the club would give the party, offered while the field is empty.
export const suggestedTable = (label: string, about: string) => `Use ${label} · ${about}`
export const BOOKING_STAFF_NOTES = 'Internal notes'
export const BOOKING_STAFF_NOTES_HINT = 'Staff only: the guest never sees these.'
export const BOOKING_STAFF_NOTE = 'Note'
export const BOOKING_STAFF_ONLY = 'staff only'
export const BOOKING_DECLINE_REASON = 'Reason given'
export const bookingArrived = (arrived: number, guests: number) => `Arrived ${arrived}/${guests}`
export const BOOKING_NO_SHOW = 'No-show'
export const SEARCH_RESERVATIONS = 'Search reservations'
export const SEARCH_RESERVATIONS_PLACEHOLDER = 'Name, email or phone'
export const CLEAR_RESERVATION_SEARCH = 'Clear search'
export const noReservationsFound = (
  status: string | null,
  date: string | null,
  q: string,
  place: string | null = null,
) =>
  `No ${status ? `${status} ` : ''}reservations${date ? ` on ${date}` : ''}${place ? ` ${place}` : ''} match “${q}”.`

// The Club screen (/admin/club): the club's own settings, then the owners' security policy
// On the Booking Rules screen, where the club's settings once were.
export const CLUB_SETTINGS_ON_CLUB_SCREEN =
  "The club's time zone, currency, country and notification addresses are set on the Club screen."

// Staff cancel a confirmed booking (the guest called, the night changed)
export const CANCEL_RESERVATION = 'Cancel booking'
export const cancelReservationLabel = (name: string) => `Cancel the booking of ${name}`
export const CANCEL_RESERVATION_QUESTION =
  'Cancel this booking? Its places and tables go back to the night, and the guest is emailed that the club cancelled it.'
export const RESERVATION_CANCELLED = 'Booking cancelled: the guest has been emailed.'
export const FAILED_TO_CANCEL_RESERVATION = 'The booking could not be cancelled'
