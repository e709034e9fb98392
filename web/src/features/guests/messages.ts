// The texts only this feature's screens show; those other features or shared code show too are in
// @/messages-admin.
import { plural } from '@/messages-admin'

// The guest list (/admin/guests): every profile the bookings made, searched and filtered by tag
export const GUESTS_DESCRIPTION =
  'Everyone who booked, with their visits and no-shows. Open a guest for their notes and bookings.'
export const FAILED_TO_LOAD_GUESTS = 'Failed to load the guests'
export const SEARCH_GUESTS = 'Search guests'
export const SEARCH_GUESTS_PLACEHOLDER = 'Name, email or phone'
export const CLEAR_GUEST_SEARCH = 'Clear the search'
export const FILTER_TAG = 'Tag'
export const EVERY_TAG = 'All tags'
export const GUESTS_EMPTY =
  'No guests yet. Each booking finds its guest here, or starts a profile for them.'
export const guestsNoMatch = (q: string | null, tag: string | null) =>
  [
    'No guest',
    q ? `matches “${q}”` : null,
    q && tag ? 'with the tag' : tag ? 'has the tag' : null,
    tag ? `“${tag}”` : null,
  ]
    .filter(Boolean)
    .join(' ') + '.'
export const SHOW_ALL = 'Show all guests'
export const COLUMN_GUEST = 'Guest'
export const COLUMN_EMAIL = 'Email'
export const COLUMN_PHONE = 'Phone'
export const COLUMN_VISITS = 'Visits'
export const COLUMN_NO_SHOWS = 'No-shows'
export const COLUMN_BOOKINGS = 'Bookings'
export const COLUMN_LAST_VISIT = 'Last visit'
export const PHONE_UNREADABLE = 'Unreadable number'
export const PHONE_UNREADABLE_HINT =
  'This could not be read as a phone number: the guest’s other bookings are not matched by it.'
export const PAGES = 'Pages'
export const PREVIOUS_PAGE = 'Previous'
export const NEXT_PAGE = 'Next'
export const pageRange = (first: number, last: number, count: number) =>
  `${first}–${last} of ${count}`

// One guest (/admin/guests/:guestId): the profile, its bookings and the profiles merged into it
export const FAILED_TO_LOAD_GUEST = 'Failed to load the guest'
export const ALL_GUESTS = 'All guests'
export const lastVisit = (night: string) => `Last visit ${night}`
export const guestSince = (day: string) => `Guest since ${day}`
export const PROFILE_TITLE = 'Profile'
export const PROFILE_HINT = 'Staff see the tags and notes on every booking of this guest.'
export const FIELD_NAME = 'Name'
export const FIELD_EMAIL = 'Email'
export const FIELD_PHONE = 'Phone'
export const FIELD_TAGS = 'Tags'
export const TAGS_HINT = 'Type a tag and press Enter, or add one of the usual ones.'
export const addTagLabel = (tag: string) => `Add the tag ${tag}`
export const removeTagLabel = (tag: string) => `Remove the tag ${tag}`
export const NEW_TAG = 'New tag'
export const FIELD_BLOCKED_REASON = 'Why the guest is blocked'
export const BLOCKED_REASON_HINT = 'Staff see it on each of the guest’s bookings and at the door.'
export const FIELD_NOTES = 'Notes'
export const NOTES_HINT = 'What staff should know: shown with every booking.'
export const FIELD_PREFERENCES = 'Preferences'
export const PREFERENCES_HINT = 'A favourite bottle, where they like to sit…'
export const FIELD_BIRTHDAY = 'Birthday'
export const BIRTHDAY_MONTH = 'Birthday month'
export const BIRTHDAY_DAY = 'Birthday day'
export const NO_MONTH = 'Month'
export const NO_DAY = 'Day'
export const FIELD_MARKETING = 'Said yes to news and offers'
export const FIELD_CONSENT_SOURCE = 'Where the guest said yes'
export const CONSENT_SOURCE_HINT = 'Asked at the door, by phone, on the booking form…'
export const consentGiven = (moment: string) => `Recorded ${moment}`
export const NO_CONSENT = 'No'
export const NOT_GIVEN = '—'
export const SAVE_PROFILE = 'Save profile'
export const PROFILE_SAVED = 'Guest profile saved.'
export const FAILED_TO_SAVE_PROFILE = 'Failed to save the profile'
export const MARKETING = 'News and offers'

// The guest's bookings, and splitting off the ones that belong to someone else
export const BOOKINGS_TITLE = 'Bookings'
export const NO_BOOKINGS = 'No bookings on this profile.'
export const COLUMN_NIGHT = 'Night'
export const COLUMN_PARTY = 'Party'
export const COLUMN_OUTCOME = 'Outcome'
export const COLUMN_WHERE = 'Where'
export const COLUMN_SOURCE = 'Source'
export const COLUMN_MOVE = 'Move'
export const came = (arrived: number, guests: number) => `Came (${arrived} of ${guests})`
export const OUTCOMES: Record<string, string> = {
  no_show: 'No-show',
  pending: 'Pending',
  confirmed: 'Confirmed',
  rejected: 'Declined',
  expired: 'Expired',
  cancelled: 'Cancelled',
}
export const SOURCES: Record<string, string> = {
  web: 'Online',
  phone: 'By phone',
  walk_in: 'Walk-in',
}
export const partySize = (guests: number) => plural(guests, 'guest')
export const openNight = (night: string) => `Open the reservations of ${night}`
export const SPLIT_BOOKINGS = 'Split off bookings'
export const SPLIT_HINT =
  'Tick the bookings that belong to someone else: they move to a new profile, named after the latest of them.'
export const moveBookingLabel = (night: string, time: string) =>
  `Move the booking of ${night}, ${time}`
export const MOVE_TO_NEW_PROFILE = 'Move to a new profile'
export const CANCEL_SPLIT = 'Cancel'
export const bookingsSplit = (count: number, name: string) =>
  `${plural(count, 'booking')} moved to a new profile, ${name}.`
export const FAILED_TO_SPLIT = 'Failed to split the profile'

// Merging two profiles of one guest
export const MERGE = 'Merge with another guest'
export const MERGE_TITLE = 'Merge with another guest'
export const mergeIntro = (name: string) =>
  `Find the other profile of ${name}: it joins this one, with its bookings.`
export const MERGE_SEARCH = 'Search the other guest'
export const MERGE_SEARCH_PLACEHOLDER = 'Name, email or phone'
export const MERGE_CLEAR_SEARCH = 'Clear the search'
export const MERGE_TYPE_TO_SEARCH = 'Type a name, an email or phone digits.'
export const MERGE_NO_MATCH = 'No other guest matches.'
export const MERGE_CANDIDATES = 'Guests found'
export const mergeConfirm = (other: string, bookings: number, name: string) =>
  `${other}’s profile joins this one: ${plural(bookings, 'booking')} move to ${name}, who also takes the address, phone and birthday they lack, the tags and the notes. You can undo the merge.`
export const MERGE_SUBMIT = 'Merge'
export const guestsMerged = (other: string, name: string) => `${other} merged into ${name}.`
export const FAILED_TO_MERGE = 'Failed to merge the profiles'

// The profiles merged into this one, and undoing a merge
export const MERGED_TITLE = 'Merged into this profile'
export const MERGED_HINT = 'Undoing a merge takes the profile out again, with its bookings.'
export const mergedOn = (moment: string) => `Merged ${moment}`
export const UNDO_MERGE = 'Undo merge'
export const undoMergeLabel = (name: string) => `Undo the merge of ${name}`
export const undoMergeQuestion = (name: string) =>
  `Take ${name} out of this profile again? Their bookings go back with them, and what this profile took of theirs too, unless staff changed it since.`
export const mergeUndone = (name: string) => `${name} has a profile of their own again.`
export const FAILED_TO_UNDO_MERGE = 'Failed to undo the merge'
export const MERGED_AWAY = 'This profile was merged into another.'
export const OPEN_MERGED_INTO = 'Open that profile'

// The guest's own data, on their request
export const GUEST_DATA_TITLE = "The guest's data"
export const GUEST_DATA_HINT =
  'On the guest’s request: hand over everything the club keeps of them, or erase it. Erasing keeps each night and party for the club’s counts, without name or contact.'
export const EXPORT_GUEST_DATA = 'Export data (JSON)'
export const ERASE_GUEST = 'Erase guest'
export const eraseGuestQuestion = (name: string) =>
  `Erase ${name}? The profile goes, and the bookings lose the name, email, phone, requests and notes. This cannot be undone.`
export const guestErased = (name: string) => `${name}’s data is erased.`
export const FAILED_TO_ERASE_GUEST = 'The guest could not be erased'
