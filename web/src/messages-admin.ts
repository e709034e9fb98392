// The texts only the staff screens show (the admin area, the sign-in and new-password pages, the
// pages a reservation's mailed links open): apart from messages.ts, so the public page does not load them.
// A text only one feature shows is in that feature's messages.ts (src/features/<feature>/messages.ts).
import { SERVER_TEXTS } from './lib/api/rules'

// Names the admin screens give to parts of the public site
export const NAV_ABOUT = SERVER_TEXTS.NAV_ABOUT
export const GALLERY_ALL_CATEGORIES = 'all'

// Admin login
export const LOGIN_TITLE = 'Admin Login'
export const PLEASE_WAIT = 'Please wait...'
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match'
export const EMAIL_LABEL = 'Email'

// Forgot password: the sign-in page's reset view and /admin/reset-password#<token> (texts of ours;
// the product's rules give none). The server's answers are shown in its own words.
export const RESET_PASSWORD_TITLE = 'Reset Password'
export const NEW_PASSWORD_LABEL = 'New Password'

// Two-factor sign-in: the sign-in page's second step (the server's words come with its answer).
export const AUTHENTICATION_CODE_LABEL = 'Authentication code'

// Admin area: side navigation
export const ADMIN_NAV_DASHBOARD = 'Dashboard'
export const ADMIN_NAV_HERO = 'Hero'
export const ADMIN_NAV_NAVIGATION = 'Navigation'
export const ADMIN_NAV_CONTENT = 'Content'
export const ADMIN_NAV_GALLERY = SERVER_TEXTS.NAV_GALLERY
export const ADMIN_NAV_EVENTS = SERVER_TEXTS.NAV_EVENTS
export const ADMIN_NAV_SERVICES = 'Services'
export const ADMIN_NAV_MENU = SERVER_TEXTS.NAV_MENU
export const ADMIN_NAV_CONTACT_INFO = 'Contact Info'
export const ADMIN_NAV_FOOTER = 'Footer'
export const ADMIN_NAV_CONTACT_SUBMISSIONS = 'Contact Submissions'
export const ADMIN_NAV_RESERVATIONS = 'Reservations'
export const ADMIN_NAV_BOOKING_RULES = 'Booking Rules'
export const ADMIN_NAV_CLUB = 'Club'
export const ADMIN_NAV_USERS = 'Users'
export const ADMIN_NAV_ACTIVITY = 'Activity'
// A screen the signed-in account's role may not use (the server's words for such a refusal).
export const ROLE_FORBIDDEN_TITLE = 'Not available to your role'
export const goToScreen = (label: string) => `Go to ${label}`

// Profile (/admin/profile): every account's own password, sign-in address and two-factor sign-in
export const PROFILE_TITLE = 'Profile'
export const YES = 'Yes'
export const NO = 'No'

// Admin area: actions and labels
export const SAVE_CHANGES = 'Save Changes'
export const CANCEL = 'Cancel'
export const confirmDelete = (
  what: 'item' | 'event' | 'package' | 'feature' | 'statistic' = 'item',
) => `Are you sure you want to delete this ${what}?`

// Admin area: validation
export const INVALID_URL = SERVER_TEXTS.URL_INVALID
export const UPLOAD_INVALID_BUCKET = SERVER_TEXTS.INVALID_BUCKET
export const UPLOAD_INVALID_FILE_URL = SERVER_TEXTS.INVALID_FILE_URL

// Admin area: failures
export const FAILED_TO_DELETE_MEDIA = 'Failed to delete media'
export const FAILED_TO_UPLOAD_FILE = 'Failed to upload file'
export const FAILED_TO_DELETE_FILE = 'Failed to delete file'
export const FAILED_TO_LOAD_SECTIONS = 'Failed to load sections'

// Admin area: successes
export const HERO_UPDATED = 'Hero section updated successfully!'

// Admin area: operations (dashboard, contact submissions, reservations), beyond the product's texts
export const REFRESH = 'Refresh'
export const FAILED_TO_EXPORT = 'Failed to export CSV'
export const EXPORT_CSV = 'Export CSV'
export const EXPORTING = 'Exporting...'
export const DISMISS = 'Dismiss'
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`
export const COLUMN_NAME = 'Name'

// What a booking shows of its guest's profile (the reservations, the door, the mailed links)
export const guestVisits = (visits: number, noShows: number) =>
  [visits === 0 ? 'No visits yet' : plural(visits, 'visit')]
    .concat(noShows > 0 ? [plural(noShows, 'no-show')] : [])
    .join(', ')
const ORDINAL_ENDINGS: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' }
const ordinals = new Intl.PluralRules('en-US', { type: 'ordinal' })
export const visitOrdinal = (visit: number) =>
  visit <= 1 ? 'First visit' : `${visit}${ORDINAL_ENDINGS[ordinals.select(visit)]} visit`
export const GUEST_BIRTHDAY_WEEK = 'Birthday this week'
export const GUEST_BLOCKED = 'Blocked guest'
export const guestBlocked = (reason: string | null) =>
  reason ? `Blocked guest: ${reason}` : GUEST_BLOCKED
export const guestProfileLink = (name: string) => `Open the profile of ${name}`
export const GUEST_NOTES = 'Guest notes'
export const TONIGHT = 'Tonight'

// Shared admin UI: toasts, dialogs, uploads (texts of ours; the product's rules give none)
export const NOTIFICATIONS_LABEL = 'Notifications'
export const CLOSE_NOTIFICATION = 'Close notification'
export const CLOSE_DIALOG = 'Close dialog'
export const CONFIRM_TITLE = 'Please confirm'
export const DELETE = 'Delete'
export const UPLOAD_DROP_TEXT = 'Drag and drop a file here, or'
export const UPLOAD_CHOOSE_FILE = 'choose a file'
export const CANCEL_UPLOAD = 'Cancel upload'
export const uploadProgressLabel = (name: string) => `Uploading ${name}`
export const uploadRetrying = (attempt: number, of: number) =>
  `Upload failed, trying again (attempt ${attempt} of ${of})…`
export const uploadLabel = (what: string) => `Upload ${what}`
export const removeMediaLabel = (what: string) => `Remove ${what}`
export const FIELD_REQUIRED = SERVER_TEXTS.FIELD_REQUIRED

// Admin area: content managers, labels and hints (texts of ours; the product's rules give none)
export const TITLE_LABEL = 'Title'
export const NAME_LABEL = 'Name'
export const DATE_LABEL = 'Date'
export const TIME_LABEL = 'Time'
export const PHONE_LABEL = 'Phone'

// Booking rules (/admin/booking-rules)
export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const
export const EVERY_NIGHT = 'Every night'

// The door list (/admin/door): the night's confirmed parties, checked in from a phone
export const ADMIN_NAV_DOOR = 'Door'
export const ADMIN_NAV_FLOOR = 'Floor'
// Guest profiles (/admin/guests): every guest the bookings found, with their visits and notes
export const ADMIN_NAV_GUESTS = 'Guests'

// The Club screen (/admin/club): the club's own settings, then the owners' security policy
export const NOBODY_NOTIFIED =
  'Nobody is told of new reservation requests and messages: no staff address is on the list.'
export const ADD_NOTIFICATION_ADDRESS = 'Add an address in Club settings'
export const ASK_FOR_NOTIFICATION_ADDRESS = 'Ask an owner to add one on the Club screen.'

// Activity (/admin/activity): the owners' record of who changed what in the admin area
// The tables the server records changes to: each as one thing ('Updated reservation') and as the
// filter's choice.
export const ACTIVITY_ENTITIES = {
  content_sections: { one: 'page section', filter: 'Page sections' },
  navigation_settings: { one: 'navigation', filter: 'Navigation' },
  contact_sections: { one: 'contact info', filter: 'Contact info' },
  events: { one: 'event', filter: 'Events' },
  gallery_items: { one: 'gallery item', filter: 'Gallery' },
  packages: { one: 'package', filter: 'Packages' },
  menu_images: { one: 'menu image', filter: 'Menu images' },
  storage: { one: 'file', filter: 'Files' },
  reservations: { one: 'reservation', filter: 'Reservations' },
  contact_submissions: { one: 'contact message', filter: 'Contact messages' },
  reservation_settings: { one: 'booking rules', filter: 'Booking rules' },
  club_settings: { one: 'club settings', filter: 'Club settings' },
  security_settings: { one: 'security settings', filter: 'Security settings' },
  account_security: { one: 'account sign-in', filter: 'Account sign-in' },
  blackout_dates: { one: 'blackout date', filter: 'Blackout dates' },
  users: { one: 'account', filter: 'Accounts' },
} as const
export const FOCAL_POINT_HINT =
  'Click the picture to choose the point that stays in view when it is cropped.'
export const focalPointLabel = (what: string) => `Focal point of the ${what}`
export const focalPointValue = (x: number, y: number) => `${x}% from the left, ${y}% from the top`
export const FOCAL_POINT_SAVED = 'Focal point saved.'
export const FAILED_TO_SAVE_FOCAL_POINT = 'Failed to save the focal point'

export const ADMIN_NAV_TRASH = 'Trash'

// Leaving a form with unsaved changes (a link, Back, another tab of the screen)
export const UNSAVED_CHANGES_TITLE = 'Unsaved changes'
export const UNSAVED_CHANGES_QUESTION = 'You have unsaved changes. Leave this page and lose them?'
export const LEAVE = 'Leave'
export const STAY = 'Stay'

// An event shown on the site from a given moment
// --- Drafts, the preview of the site with them, the legal pages and search & sharing ----------
// Drafts (/admin/drafts): changes kept without going live, then published or discarded
export const ADMIN_NAV_DRAFTS = 'Drafts'
export const OPENS_IN_NEW_TAB = '(opens in a new tab)'

// The preview (/admin/preview): the landing page with every draft applied, in its own tab
export const PREVIEW_PAGE_TITLE = 'Preview'
export const PREVIEW_BANNER = 'Preview — drafts are not published yet'
export const PREVIEW_BANNER_NOTHING = 'Preview — no drafts waiting: this is the site as published'
export const BACK_TO_DRAFTS = 'Back to Drafts'
export const PUBLISH_ALL = 'Publish all'
export const ALL_DRAFTS_PUBLISHED = 'All drafts published: the site shows them now.'
export const publishAllStopped = (label: string, published: number) =>
  `Failed to publish "${label}"${published ? `; the ${plural(published, 'draft')} before it ${published === 1 ? 'is' : 'are'} live` : ''}`
export const PREVIEW_FORM_NOT_SENT = 'Forms are not sent from the preview.'
export const FAILED_TO_LOAD_PREVIEW = 'Failed to load the preview'
export const PREVIEW_FORBIDDEN = 'Your role may not preview drafts.'

// Legal Pages (/admin/legal): the Privacy Policy and Terms of Service, in Markdown
export const ADMIN_NAV_LEGAL = 'Legal Pages'

// Search & Sharing (/admin/seo): the page title, description and picture of shared links
export const ADMIN_NAV_SEO = 'Search & Sharing'
