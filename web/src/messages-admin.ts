// The texts only the staff screens show (the admin area, the sign-in and new-password pages, the
// pages a reservation's mailed links open): apart from messages.ts, so the public page does not load them.
import { SERVER_TEXTS } from './lib/api/rules'

// Names the admin screens give to parts of the public site
export const NAV_ABOUT = SERVER_TEXTS.NAV_ABOUT
export const GALLERY_ALL_CATEGORIES = 'all'
export const PAGE_TITLE_ADMIN = SERVER_TEXTS.PAGE_TITLE_ADMIN

// Admin login
export const LOGIN_TITLE = 'Admin Login'
export const SIGNUP_TITLE = 'Create Admin Account'
export const SIGN_IN = 'Sign In'
export const SIGN_UP = 'Sign Up'
export const SIGN_OUT = 'Sign Out'
export const PLEASE_WAIT = 'Please wait...'
export const SWITCH_TO_SIGN_UP = "Don't have an account? Sign Up"
export const SWITCH_TO_SIGN_IN = 'Already have an account? Sign In'
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match'
export const CHECK_EMAIL_FOR_VERIFICATION = SERVER_TEXTS.VERIFICATION_SENT
export const AN_ERROR_OCCURRED = 'An error occurred'
export const AUTH_UNREACHABLE =
  'Unable to connect to authentication service. Please check your internet connection and try again.'
export const EMAIL_CONFIRMED_AWAITING_APPROVAL =
  'Your email address is confirmed. Your account is now waiting for approval: you can sign in once an administrator approves it.'
export const EMAIL_LABEL = 'Email'
export const PASSWORD_LABEL = 'Password'
export const CONFIRM_PASSWORD_LABEL = 'Confirm Password'

// Forgot password: the sign-in page's reset view and /admin/reset-password#<token> (texts of ours;
// the product's rules give none). The server's answers are shown in its own words.
export const FORGOT_PASSWORD = 'Forgot password?'
export const RESET_PASSWORD_TITLE = 'Reset Password'
export const RESET_PASSWORD_HINT =
  'Enter the email address of your account and we will mail you a link to set a new password.'
export const SEND_RESET_LINK = 'Send Reset Link'
export const BACK_TO_SIGN_IN = 'Back to Sign In'
export const NEW_PASSWORD_TITLE = 'Set a New Password'
export const NEW_PASSWORD_LABEL = 'New Password'
export const SET_PASSWORD = 'Set Password'
// The server's words for a link that cannot set a password (RESET_LINK_INVALID in messages.py),
// also said when the address carries no token at all.
export const RESET_LINK_INVALID = SERVER_TEXTS.RESET_LINK_INVALID
export const ASK_FOR_NEW_LINK = 'Ask for a new link'

// Two-factor sign-in: the sign-in page's second step (the server's words come with its answer).
export const AUTHENTICATION_CODE_LABEL = 'Authentication code'
export const VERIFY = 'Verify'

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
export const adminTitle = (clubName?: string) => (clubName ? `${clubName} Admin` : 'Admin')
export const ADMIN_NAV_LABEL = 'Admin sections'
export const ADMIN_NAV_TOGGLE = 'Toggle admin menu'
// The side navigation's groups: the night's work, the public site's content, the club's own setup.
export const ADMIN_NAV_GROUP_TONIGHT = 'Tonight'
export const ADMIN_NAV_GROUP_SITE = 'Site'
export const ADMIN_NAV_GROUP_CLUB = 'Club'
export const ADMIN_SECTION_PENDING = 'This manager is being prepared.'
// A screen the signed-in account's role may not use (the server's words for such a refusal).
export const ROLE_FORBIDDEN_TITLE = 'Not available to your role'
export const ROLE_FORBIDDEN = SERVER_TEXTS.ROLE_FORBIDDEN
export const goToScreen = (label: string) => `Go to ${label}`

// Admin area: users
export const USERS_INTRO =
  'Accounts reach the admin area once an owner approves them. Revoking signs an account out everywhere. Owners may do everything; managers run the content, messages, reservations and booking rules; hosts work the door, the reservations and the messages.'
export const USERS_EMAIL = 'Email'
export const USERS_CONFIRMED = 'Confirmed'
export const USERS_APPROVED = 'Approved'
export const USERS_CREATED = 'Created'
export const USERS_ACTIONS = 'Actions'
export const USERS_NOT_YET = 'Not yet'
export const USERS_YOU = 'You'
// An account is approved once its owner has confirmed the address (until then anyone who typed it
// at sign-up may hold the password).
export const USERS_AWAITING_CONFIRMATION = 'Awaiting confirmation'
export const USERS_APPROVE = 'Approve'
export const USERS_REVOKE = 'Revoke'
export const USERS_EMPTY = 'No accounts yet.'
export const USERS_ROLE = 'Role'
export const ROLE_LABELS = { owner: 'Owner', manager: 'Manager', host: 'Host' } as const
export const userRoleLabel = (email: string) => `Role of ${email}`
export const userRoleChanged = (email: string, role: string) => `${email} is now ${role}.`
// Asked before a role change that gives an account more than it had, or takes your own away.
export const ROLE_CHANGE_TITLE = 'Change the role?'
const ROLE_POWERS = {
  owner:
    'Owners may do everything: approve and revoke accounts, change roles, the security settings and the Activity record.',
  manager: 'Managers run the content, media, messages, reservations and booking rules.',
  host: 'Hosts work the door, the reservations and the messages.',
} as const
export const roleGrantQuestion = (email: string, role: keyof typeof ROLE_POWERS) =>
  `Make ${email} ${ROLE_LABELS[role]}? ${ROLE_POWERS[role]} They are signed out everywhere at once and sign in again with the new role.`
export const ownRoleQuestion = (role: keyof typeof ROLE_POWERS) =>
  `Make yourself ${ROLE_LABELS[role]}? ${ROLE_POWERS[role]} You lose the rest at once, this screen included, and only an owner can give it back. Your other browsers are signed out.`
export const makeRole = (role: keyof typeof ROLE_POWERS) => `Make ${ROLE_LABELS[role]}`
export const USERS_RESET_TWO_FACTOR = 'Reset 2FA'
export const RESET_TWO_FACTOR_TITLE = 'Turn two-factor sign-in off?'
export const RESET_TWO_FACTOR_CONFIRM = 'Turn It Off'
export const resetTwoFactorLabel = (email: string) => `Turn two-factor sign-in off for ${email}`
export const resetTwoFactorQuestion = (email: string) =>
  `Turn two-factor sign-in off for ${email}? Do this only for someone who lost both their phone and their recovery codes. They will be signed out everywhere and mailed about it.`
export const twoFactorResetDone = (email: string) => `Two-factor sign-in is off for ${email}.`
export const FAILED_TO_RESET_TWO_FACTOR = 'Failed to turn two-factor sign-in off'
export const FAILED_TO_CHANGE_ROLE = 'Failed to change the role'
export const FAILED_TO_LOAD_USERS = 'Failed to load users'
export const FAILED_TO_UPDATE_USER = 'Failed to update user'
// The owners' Security card on the Club screen: the roles that must sign in with a second factor.
export const SECURITY_TITLE = 'Security'
export const SECURITY_INTRO =
  'An account of a checked role that has not set up two-factor sign-in can open only its profile until it does.'
export const REQUIRE_TWO_FACTOR_FOR = 'Require two-factor sign-in for'
export const ROLE_PLURAL_LABELS = { owner: 'Owners', manager: 'Managers', host: 'Hosts' } as const
export const SAVE_SECURITY_SETTINGS = 'Save security settings'
export const SECURITY_SETTINGS_SAVED = 'Security settings saved'
export const FAILED_TO_LOAD_SECURITY_SETTINGS = 'Failed to load security settings'
export const FAILED_TO_SAVE_SECURITY_SETTINGS = 'Failed to save security settings'
// On the Users screen, where the owners once found the card.
export const TWO_FACTOR_ON_CLUB_SCREEN =
  'The roles that must sign in with a second factor are chosen on the Club screen.'

// Profile (/admin/profile): every account's own password, sign-in address and two-factor sign-in
export const PROFILE_TITLE = 'Profile'
export const PROFILE_INTRO = 'Your own sign-in: your password, your address and a second factor.'
export const PASSWORD_SECTION = 'Password'
export const PASSWORD_SECTION_INTRO = 'Changing it signs out your other sessions.'
export const CURRENT_PASSWORD_LABEL = 'Current Password'
export const CONFIRM_NEW_PASSWORD_LABEL = 'Confirm New Password'
export const CHANGE_PASSWORD = 'Change Password'
export const FAILED_TO_CHANGE_PASSWORD = 'Failed to change the password'
export const EMAIL_SECTION = 'Sign-in address'
export const EMAIL_SECTION_INTRO =
  'We mail a link to the new address; it becomes your sign-in address once you open it.'
export const CURRENT_EMAIL = 'Current address'
export const NEW_EMAIL_LABEL = 'New Email'
export const SEND_CONFIRMATION_LINK = 'Send Confirmation Link'
export const FAILED_TO_CHANGE_EMAIL = 'Failed to send the confirmation link'
// Where the mailed link lands: /admin/profile?email_change=done|invalid (the server's words).
export const EMAIL_CHANGE_DONE = 'Your sign-in address is changed.'
export const EMAIL_CHANGE_LINK_INVALID = SERVER_TEXTS.EMAIL_CHANGE_LINK_INVALID
export const TWO_FACTOR_SECTION = 'Two-factor sign-in'
export const TWO_FACTOR_SECTION_INTRO =
  'A 6-digit code from an authenticator app on your phone, asked for after your password at every sign-in.'
export const TWO_FACTOR_STATUS = 'Status'
export const TWO_FACTOR_ON = 'On'
export const TWO_FACTOR_OFF = 'Off'
export const TWO_FACTOR_REQUIRED_BY_ROLE = 'Required for your role'
export const YES = 'Yes'
export const NO = 'No'
export const RECOVERY_CODES_LEFT = 'Recovery codes left'
export const SET_UP_TWO_FACTOR = 'Set Up Two-Factor'
export const TWO_FACTOR_SETUP_STEPS =
  'Scan the QR code with your authenticator app, or add the key to it (on this phone, open the link below), then type the 6-digit code the app shows.'
export const TWO_FACTOR_QR_CODE = 'QR code for your authenticator app'
export const TWO_FACTOR_SECRET = 'Secret key'
export const COPY_SECRET = 'Copy secret key'
export const SECRET_COPIED = 'Secret key copied'
export const OPEN_IN_AUTHENTICATOR = 'Open in authenticator app'
export const TURN_ON = 'Turn On'
export const TURN_OFF = 'Turn Off'
export const CANCEL_SETUP = 'Cancel'
export const TWO_FACTOR_OFF_HINT =
  'A code from your authenticator app, or one of your recovery codes.'
export const TWO_FACTOR_TURNED_OFF = 'Two-factor sign-in is off.'
// The server's words (TWO_FACTOR_REQUIRED_FOR_ROLE in messages.py).
export const TWO_FACTOR_CANNOT_TURN_OFF = SERVER_TEXTS.TWO_FACTOR_REQUIRED_FOR_ROLE
export const RECOVERY_CODES_TITLE = 'Recovery codes'
export const RECOVERY_CODES_NOTE =
  'Two-factor sign-in is on. Keep these codes somewhere safe: each signs you in once if you lose your phone. They are shown only now.'
export const DOWNLOAD = 'Download'
export const RECOVERY_CODES_DONE = 'Done'
export const RECOVERY_CODES_FILE = 'nocturne-recovery-codes.txt'
export const FAILED_TO_LOAD_TWO_FACTOR = 'Failed to load two-factor sign-in'
export const FAILED_TO_SET_UP_TWO_FACTOR = 'Failed to set up two-factor sign-in'
export const FAILED_TO_TURN_OFF_TWO_FACTOR = 'Failed to turn off two-factor sign-in'
// A role the owners require it for, on an account without it: every admin screen but the profile
// is closed (the server's words: TWO_FACTOR_SETUP_NEEDED in messages.py).
export const TWO_FACTOR_SETUP_TITLE = 'Set up two-factor sign-in'
export const TWO_FACTOR_SETUP_NEEDED = SERVER_TEXTS.TWO_FACTOR_SETUP_NEEDED
export const TWO_FACTOR_SET_UP_HERE =
  'Your role requires two-factor sign-in. Set it up here to continue using the admin area.'

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
export const SAVE_CHANGES = 'Save Changes'
export const SAVE_ALL_CHANGES = 'Save All Changes'
export const ADD_LINK = 'Add Link'
export const LINK_IS_BUTTON = 'Button'
export const CANCEL = 'Cancel'
export const ADD = 'Add'
export const SERVICES_TAB_PACKAGES = 'Packages'
export const SERVICES_TAB_FEATURES = 'Features'
export const SERVICES_TAB_STATISTICS = 'Statistics'
export const SERVICES_TAB_EXPERIENCE = 'Experience'
export const MENU_CARD_OUTDOOR = 'Outdoor'
export const MENU_CARD_CLUB = 'Club'
export const MENU_CARD_KITCHEN = 'Kitchen'
export const RESERVATION_COMPLETE = 'Complete'
export const SELECT_A_SECTION = 'Select a section to edit'
export const NO_CONTACT_SUBMISSIONS = 'No contact submissions yet.'
export const NO_RESERVATIONS = 'No reservations yet.'
export const FAILED_TO_LOAD_SUBMISSIONS = 'Failed to load submissions'
export const FAILED_TO_LOAD_RESERVATIONS = 'Failed to load reservations'
export const confirmDelete = (
  what: 'item' | 'event' | 'package' | 'feature' | 'statistic' = 'item',
) => `Are you sure you want to delete this ${what}?`

// Admin area: validation
export const INVALID_JSON_CONTENT = 'Invalid JSON in content field'
export const INVALID_MAPS_EMBED_URL = SERVER_TEXTS.MAP_URL_INVALID
export const INVALID_URL = SERVER_TEXTS.URL_INVALID
export const UPLOAD_INVALID_BUCKET = SERVER_TEXTS.INVALID_BUCKET
export const UPLOAD_INVALID_FILE_URL = SERVER_TEXTS.INVALID_FILE_URL

// Admin area: failures
export const FAILED_TO_DELETE_MEDIA = 'Failed to delete media'
export const FAILED_TO_UPLOAD_FILE = 'Failed to upload file'
export const FAILED_TO_UPDATE_HERO = 'Failed to update hero section'
export const FAILED_TO_UPDATE_NAVIGATION = 'Failed to update navigation settings'
export const FAILED_TO_SAVE_NAVIGATION = 'Failed to save navigation settings'
export const FAILED_TO_UPLOAD_LOGO = 'Failed to upload logo'
export const FAILED_TO_ADD_GALLERY_ITEM = 'Failed to add gallery item'
export const FAILED_TO_DELETE_GALLERY_ITEM = 'Failed to delete gallery item'
export const FAILED_TO_ADD_EVENT = 'Failed to add event'
export const FAILED_TO_DELETE_EVENT = 'Failed to delete event'
export const FAILED_TO_DELETE_FILE = 'Failed to delete file'
export const FAILED_TO_ADD_PACKAGE = 'Failed to add package'
export const FAILED_TO_DELETE_PACKAGE = 'Failed to delete package'
export const FAILED_TO_UPDATE_FEATURES = 'Failed to update features'
export const FAILED_TO_UPDATE_STATISTICS = 'Failed to update statistics'
export const FAILED_TO_UPDATE_EXPERIENCE = 'Failed to update experience content'
export const FAILED_TO_UPDATE_FOOTER = 'Failed to update footer content'
export const FAILED_TO_UPLOAD_ICON = 'Failed to upload icon'
export const FAILED_TO_UPDATE_SUBMISSION_STATUS = 'Failed to update submission status'
export const FAILED_TO_UPDATE_RESERVATION_STATUS = 'Failed to update reservation status'
export const FAILED_TO_LOAD_SECTIONS = 'Failed to load sections'
export const FAILED_TO_UPDATE_SECTION = 'Failed to update section'
export const FAILED_TO_LOAD_CONTACT_INFO = 'Failed to load contact information'
export const FAILED_TO_SAVE_CONTACT_INFO = 'Failed to save contact information'
export const FAILED_TO_LOAD_MENU_IMAGES = 'Failed to load menu images'
export const FAILED_TO_UPLOAD_MENU_IMAGE = 'Failed to upload menu image'
export const FAILED_TO_DELETE_MENU_IMAGE = 'Failed to delete menu image'

// Admin area: successes
export const HERO_UPDATED = 'Hero section updated successfully!'
export const NAVIGATION_UPDATED = 'Navigation settings updated successfully!'
export const NAVIGATION_SAVED = 'Navigation settings saved successfully!'
export const SECTION_UPDATED = 'Section updated successfully!'
export const GALLERY_ITEM_ADDED = 'Gallery item added successfully!'
export const EVENT_ADDED = 'Event added successfully!'
export const PACKAGE_ADDED = 'Package added successfully!'
export const FEATURES_UPDATED = 'Features updated successfully!'
export const STATISTICS_UPDATED = 'Statistics updated successfully!'
export const EXPERIENCE_UPDATED = 'Experience content updated successfully!'
export const CONTACT_INFO_UPDATED = 'Contact information updated successfully!'
export const FOOTER_UPDATED = 'Footer content updated successfully!'
export const MENU_IMAGE_UPDATED = 'Menu image updated successfully!'
export const MENU_IMAGE_DELETED = 'Menu image deleted successfully'

// Admin area: operations (dashboard, contact submissions, reservations), beyond the product's texts
export const REFRESH = 'Refresh'
export const SUBMISSION_COMPLETE = 'Complete'
export const REJECT = 'Reject'
export const REJECT_RESERVATION_QUESTION =
  'Reject this reservation request? Its places are given back to the night.'
export const EXPORT_CSV = 'Export CSV'
export const EXPORTING = 'Exporting...'
export const FAILED_TO_EXPORT = 'Failed to export CSV'
export const DISMISS = 'Dismiss'
export const FAILED_TO_DELETE_RESERVATION = 'Failed to delete reservation'
export const FAILED_TO_LOAD_DASHBOARD = 'Failed to load the dashboard'
export const DASHBOARD_PENDING_MESSAGES = 'Pending Messages'
export const DASHBOARD_PENDING_RESERVATIONS = 'Pending Reservations'
export const DASHBOARD_NIGHTS_TITLE = 'The Next Two Weeks'
export const DASHBOARD_NIGHTS_INTRO =
  'Guests per night, pending and confirmed. Choose a night to open its guest list.'
export const DASHBOARD_GUESTS = 'Guests'
export const DASHBOARD_RESERVATIONS_SHORT = 'Bookings'
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`
export const nightLabel = (date: string, reservations: number, guests: number) =>
  `${date}: ${plural(reservations, 'reservation')}, ${plural(guests, 'guest')}`
export const awaitingAction = (count: number) => (count === 0 ? 'All handled' : 'Awaiting action')
export const COLUMN_RECEIVED = 'Received'
export const COLUMN_NAME = 'Name'
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
export const FILTER_STATUS = 'Status'
export const FILTER_DATE = 'Night'
export const TONIGHT = 'Tonight'
export const CLEAR_DATE = 'Clear date'
export const SHOW_ALL = 'Show all'
export const submissionsSummary = (count: number) => plural(count, 'message')
export const reservationsSummary = (count: number, guests: number) =>
  `${plural(count, 'reservation')} · ${plural(guests, 'guest')}`
export const noMatchingSubmissions = (status: string) => `No ${status} contact submissions.`
export const noMatchingReservations = (status: string | null, date: string | null) =>
  `No ${status ? `${status} ` : ''}reservations${date ? ` on ${date}` : ''}.`

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
export const SUBTITLE_LABEL = 'Subtitle'
export const DESCRIPTION_LABEL = 'Description'
export const NAME_LABEL = 'Name'
export const DATE_LABEL = 'Date'
export const TIME_LABEL = 'Time'
// An event saved before its time had to be a time of day: staff see what it said and choose again.
export const eventTimeUnreadable = (saved: string) => `Saved as “${saved}”: choose the time again.`
export const LOCATION_LABEL = 'Location'
export const CATEGORY_LABEL = 'Category'
export const TYPE_LABEL = 'Type'
export const TYPE_IMAGE = 'Image'
export const TYPE_VIDEO = 'Video'
export const PRICE_LABEL = 'Price'
export const PRICE_INVALID = SERVER_TEXTS.PRICE_INVALID
export const INCLUDES_LABEL = 'Includes'
export const INCLUDES_HINT = 'One item per line; blank lines are dropped.'
export const INCLUDES_REQUIRED = SERVER_TEXTS.INCLUDES_REQUIRED
export const THUMBNAIL_REQUIRED = SERVER_TEXTS.THUMBNAIL_REQUIRED
export const ADDRESS_LABEL = 'Address'
export const CITY_LABEL = 'City'
export const STATE_LABEL = 'State'
export const ZIP_LABEL = 'Zip'
export const PHONE_LABEL = 'Phone'
export const DAY_LABEL = 'Day'
export const HOURS_LABEL = 'Hours'
export const HOURS_EMPTY = 'No opening hours listed.'
export const ADD_HOURS = 'Add Hours'
export const LINK_TEXT_LABEL = 'Text'
export const LINK_URL_LABEL = 'URL'
export const LINK_URL_PLACEHOLDER = 'https://…, /path or #anchor'
export const LINK_HINT =
  'Links may be a web address (https://…), a path on this site (/menu) or an anchor (#events).'
export const LINKS_EMPTY = 'No links yet.'
export const CANCEL_EDIT = 'Cancel Editing'
export const IMAGE_NAME = 'image'
export const MEDIA_NAME = 'media'
export const THUMBNAIL_NAME = 'thumbnail'
export const mediaUrlLabel = (what: string) => `${what.charAt(0).toUpperCase()}${what.slice(1)} URL`
export const editItemLabel = (title: string) => `Edit ${title}`
export const deleteItemLabel = (title: string) => `Delete ${title}`
export const moveUpLabel = (what: string) => `Move ${what} up`
export const moveDownLabel = (what: string) => `Move ${what} down`
export const removeRowLabel = (what: string) => `Remove ${what}`
export const removeLinkLabel = (what: string) => `Remove link ${what}`
export const removeImageLabel = (position: number) => `Remove image ${position}`
export const HERO_INTRO =
  'The first thing visitors see: the headline, the background and the two buttons.'
export const HERO_TEXT = 'Text'
export const HERO_BACKGROUND = 'Background'
export const HERO_BACKGROUND_MEDIA = 'background media'
export const HERO_BACKGROUND_IMAGE = 'Background image URL'
export const HERO_BACKGROUND_VIDEO = 'Background video URL'
export const HERO_BUTTONS = 'Buttons'
export const HERO_PRIMARY_BUTTON_TEXT_LABEL = 'Primary button text'
export const HERO_PRIMARY_BUTTON_LINK = 'Primary button link'
export const HERO_SECONDARY_BUTTON_TEXT_LABEL = 'Secondary button text'
export const HERO_SECONDARY_BUTTON_LINK = 'Secondary button link'
export const NAVIGATION_INTRO = 'The logo and the links of the bar at the top of every public page.'
export const FAILED_TO_LOAD_NAVIGATION = 'Failed to load navigation settings'
export const LOGO = 'Logo'
export const LOGO_NAME = 'logo'
export const NAVIGATION_LINKS = 'Links'
export const CONTENT_INTRO = "Every section's title, subtitle and content, as stored."
export const CONTENT_SECTIONS_LABEL = 'Sections'
export const SECTION_NAME_LABEL = 'Section name'
export const CONTENT_FIELD_LABEL = 'Content (JSON)'
export const CONTENT_JSON_HINT =
  'A JSON object. Known sections are checked against their shape when saved.'
export const EXAMPLE_BOTTLE_SERVICE_JSON = 'Example JSON for the bottle-service section'
export const GALLERY_INTRO = 'Photos and videos of the club, grouped by category.'
export const ADD_GALLERY_ITEM = 'Add Item'
export const EDIT_GALLERY_ITEM = 'Edit Item'
export const GALLERY_ITEMS_LABEL = 'Gallery items'
export const GALLERY_ITEMS_EMPTY = 'No gallery items yet. Add the first one above.'
export const GALLERY_ITEM_UPDATED = 'Gallery item updated successfully!'
export const GALLERY_ITEM_DELETED = 'Gallery item deleted successfully'
export const FAILED_TO_UPDATE_GALLERY_ITEM = 'Failed to update gallery item'
export const EVENTS_INTRO = 'Upcoming nights, in date order.'
export const ADD_EVENT = 'Add Event'
export const EDIT_EVENT = 'Edit Event'
export const EVENTS_LIST_LABEL = SERVER_TEXTS.NAV_EVENTS
export const EVENTS_ADMIN_EMPTY = 'No events yet. Add the first one above.'
export const EVENT_UPDATED = 'Event updated successfully!'
export const EVENT_DELETED = 'Event deleted successfully'
export const FAILED_TO_UPDATE_EVENT = 'Failed to update event'
export const FAILED_TO_LOAD_EVENTS = 'Failed to load events'
export const SERVICES_INTRO =
  'Bottle-service packages, and the features, statistics and experience around them.'
export const SERVICES_TABS_LABEL = 'Service parts'
export const ADD_PACKAGE = 'Add Package'
export const EDIT_PACKAGE = 'Edit Package'
export const PACKAGES_LABEL = 'Packages'
export const PACKAGES_EMPTY = 'No packages yet. Add the first one above.'
export const PACKAGE_UPDATED = 'Package updated successfully!'
export const PACKAGE_DELETED = 'Package deleted successfully'
export const FAILED_TO_UPDATE_PACKAGE = 'Failed to update package'
export const FAILED_TO_LOAD_PACKAGES = 'Failed to load packages'
export const ADD_FEATURE = 'Add Feature'
export const FEATURES_EMPTY = 'No features yet.'
export const ADD_STATISTIC = 'Add Statistic'
export const STATISTICS_EMPTY = 'No statistics yet.'
export const STATISTIC_LABEL = 'Label'
export const STATISTIC_VALUE = 'Value'
export const ICON_LABEL = 'Icon'
export const ICON_HINT = 'An icon name (crown, wine, star…) or an image.'
export const ICON_NAME = 'icon'
export const ICON_DIALOG_TITLE = 'Add Icon'
export const ICON_URL_LABEL = 'Icon URL'
export const CHOOSE_ICON_IMAGE = 'Choose image'
export const EXPERIENCE_IMAGES = 'Images'
export const EXPERIENCE_IMAGES_EMPTY = 'No images yet.'
export const IMAGE_URL_LABEL = 'Image URL'
export const ADD_IMAGE_URL = 'Add'
export const MENU_INTRO =
  'Each upload becomes the menu shown on /menu; older images stay listed until deleted.'
export const MENU_IMAGES_EMPTY = 'No image yet.'
export const MENU_IMAGE_SHOWN = 'Shown'
export const menuImageName = (menu: string, position?: number) =>
  position === undefined ? `${menu.toLowerCase()} menu image` : `${menu} menu image ${position}`
export const removeMenuImageLabel = (menu: string, position: number) =>
  `Delete ${menu.toLowerCase()} menu image ${position}`
export const CONTACT_INTRO = 'Where the club is, when it opens and how to reach it, with the map.'
export const CONTACT_DETAILS = 'Phone and Email'
export const MAP_LABEL = 'Map'
export const MAP_FIELD_LABEL = 'Map embed (URL or iframe snippet)'
export const MAP_HINT =
  "Paste Google Maps' embed snippet (<iframe …>) or its embed URL (https://www.google.com/maps/embed?…)."
export const MAP_PREVIEW = 'Map preview'
export const FOOTER_INTRO =
  'The company text, links, contact details, hours and legal line at the foot of every page.'
export const FOOTER_COMPANY = 'Company'
export const COMPANY_DESCRIPTION = 'Description'
export const FOOTER_SOCIAL_LINKS = 'Social links'
export const ADD_SOCIAL_LINK = 'Add Social Link'
export const PLATFORM_LABEL = 'Platform'
export const FOOTER_LEGAL = 'Legal'
export const COPYRIGHT_LABEL = 'Copyright'
export const FOOTER_LEGAL_LINKS = 'Legal links'

// Booking rules (/admin/booking-rules)
export const FAILED_TO_LOAD_BOOKING_RULES = 'Failed to load booking rules'
export const FAILED_TO_SAVE_BOOKING_RULES = 'Failed to save booking rules'
export const BOOKING_RULES_SAVED = 'Booking rules saved'
export const BOOKING_RULES_INTRO =
  'Which nights guests can request, how many the club takes, and how far ahead. The reservation form offers only the nights these rules leave open and gives the reason for the others.'
export const OPENING_NIGHTS = 'Opening nights'
export const OPENING_NIGHTS_HINT =
  'Guests can request a table on these nights, and on the night of any event on your calendar. A blackout date closes a night, event or not.'
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
export const NO_NIGHT = 'No night: bookings are closed.'
export const contactHoursShown = (hours: string) =>
  `Your contact hours are shown to visitors exactly as written (${hours}) and never change these nights.`
export const CONTACT_HOURS_NONE = 'no hours listed'
export const HOURS_HINT =
  'Shown to visitors exactly as written. They do not change which nights can be booked: that is set on Booking Rules.'
export const bookableNights = (nights: string) =>
  `Booking Rules take table requests for: ${nights}.`
export const suggestHoursLabel = (nights: string) => `Use “${nights}”`
export const CAPACITY = 'Capacity per night'
export const GUESTS_PER_NIGHT = 'Guests per night'
export const BOOKINGS_PER_NIGHT = 'Bookings per night'
export const NO_LIMIT_HINT = 'Empty: no limit. Pending and confirmed requests hold their places.'
export const PACKAGE_LIMITS = 'Packages'
export const packageLimitLabel = (name: string) => `${name}: bookings per night`
export const TIMING = 'Timing'
export const SAME_DAY_CUTOFF = "Tonight's bookings close at"
export const SAME_DAY_CUTOFF_HINT = 'Empty: guests can ask for tonight until the night ends.'
export const BOOKING_WINDOW = 'Bookings open (days ahead)'
export const PHONE_REQUIRED_LABEL = 'Ask guests for a phone number'
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

// The door list (/admin/door): the night's confirmed parties, checked in from a phone
export const ADMIN_NAV_DOOR = 'Door'
export const FAILED_TO_LOAD_DOOR = 'Failed to load the door list'
export const FAILED_TO_RECORD_ARRIVAL = 'Failed to record the arrival'
export const DOOR_EMPTY = 'No confirmed reservations for this night.'
export const doorNoMatch = (query: string) => `No party matches “${query}”.`
export const DOOR_SEARCH = 'Search name, phone or table'
export const DOOR_PREVIOUS_NIGHT = 'Previous night'
export const DOOR_NEXT_NIGHT = 'Next night'
export const DOOR_HEADCOUNT = 'Headcount'
export const DOOR_GUESTS_IN = 'guests in'
export const doorPartiesArrived = (arrived: number, parties: number) =>
  `${arrived} of ${plural(parties, 'party', 'parties')} arrived`
export const doorNoShows = (count: number) => plural(count, 'no-show')
export const doorArrivedOf = (arrived: number, guests: number) => `${arrived} of ${guests}`
export const DOOR_ARRIVED = 'arrived'
export const checkInOneMore = (name: string) => `Check in one more guest of ${name}`
export const checkOutOne = (name: string) => `Check out one guest of ${name}`
export const DOOR_ALL_IN = 'All in'
export const allInLabel = (name: string) => `All in: ${name}`
export const DOOR_NO_SHOW = 'No-show'
export const noShowLabel = (name: string) => `No-show: ${name}`
export const DOOR_ALL_ARRIVED = 'All arrived'
// Guests beyond the booked party (friends it brought along).
export const doorOver = (count: number) => `+${String(count)} over`
export const doorOverCeiling = (most: number) =>
  `At most ${String(most)} over the booking: change the party's size for more.`
export const DOOR_STAFF_ONLY = 'Staff only'
export const DOOR_TABLE = 'Table'
export const DOOR_NO_TABLE = 'No table yet'
export const DOOR_READ_ONLY =
  'Check-in opens on the night itself, until 6 AM the next morning: this night is shown read-only.'
export const DOOR_SOURCES = { web: null, phone: 'Phone booking', walk_in: 'Walk-in' } as const

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
export const linkAlreadyDecided = (status: 'confirmed' | 'rejected' | 'expired') =>
  `This request has already been ${status === 'rejected' ? 'declined' : status}.`
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
export const noReservationsFound = (status: string | null, date: string | null, q: string) =>
  `No ${status ? `${status} ` : ''}reservations${date ? ` on ${date}` : ''} match “${q}”.`

// The Club screen (/admin/club): the club's own settings, then the owners' security policy
export const CLUB_INTRO =
  'What the club is and how it runs: its clock, its currency and country, who hears about each new request, and who must sign in with a second factor.'
export const CLUB_SETTINGS = 'Club settings'
export const CLUB_SETTINGS_INTRO =
  "The club's clock, currency and country, and who hears about each new request."
// Managers read the club's settings; only owners change them.
export const CLUB_SETTINGS_OWNERS_ONLY = 'Only an owner can change these settings.'
export const CLUB_CURRENCY = 'Currency'
export const CLUB_CURRENCY_HINT = "The currency of the club's prices."
export const CLUB_COUNTRY = 'Country'
export const CLUB_COUNTRY_HINT =
  'Where the club is: the region a phone number without its country code belongs to.'
// On the Booking Rules screen, where the club's settings once were.
export const CLUB_SETTINGS_ON_CLUB_SCREEN =
  "The club's time zone, currency, country and notification addresses are set on the Club screen."
export const CLUB_TIME_ZONE = 'Time zone'
export const CLUB_TIME_ZONE_HINT = "Nights, guests' mails and calendars use this zone."
export const clubTimeZoneHint = (now: string | null) =>
  now ? `${CLUB_TIME_ZONE_HINT} Now ${now}.` : CLUB_TIME_ZONE_HINT
export const STAFF_NOTIFICATION_EMAILS = 'Staff notification emails'
export const STAFF_NOTIFICATION_EMAILS_HINT =
  'One address per line. Told of each new message and reservation request, with one-click Confirm and Decline links.'
export const NO_NOTIFICATION_EMAILS = 'no address'
export const NOBODY_NOTIFIED =
  'Nobody is told of new reservation requests and messages: no staff address is on the list.'
export const ADD_NOTIFICATION_ADDRESS = 'Add an address in Club settings'
export const ASK_FOR_NOTIFICATION_ADDRESS = 'Ask an owner to add one on the Club screen.'
export const setByEnvironment = (variable: string, value: string) =>
  `Set by the server's environment (${variable}): ${value} is in force.`
export const SAVE_CLUB_SETTINGS = 'Save club settings'
export const CLUB_SETTINGS_SAVED = 'Club settings saved'
export const FAILED_TO_LOAD_CLUB_SETTINGS = 'Failed to load club settings'
export const FAILED_TO_SAVE_CLUB_SETTINGS = 'Failed to save club settings'

// Activity (/admin/activity): the owners' record of who changed what in the admin area
export const ACTIVITY_INTRO =
  'Every change made in the admin area and through the mailed reservation links: when, by whom, to what, and from which address.'
export const activityKept = (days: number) => `Entries are kept for ${plural(days, 'day')}.`
export const ACTIVITY_EMPTY = 'Nothing recorded yet.'
export const ACTIVITY_NO_MATCH = 'Nothing recorded matches these filters.'
export const ACTIVITY_LOAD_OLDER = 'Load older'
export const ACTIVITY_LOADING_OLDER = 'Loading...'
export const ACTIVITY_NO_OLDER = 'That is everything kept.'
export const FAILED_TO_LOAD_ACTIVITY = 'Failed to load the activity'
export const FAILED_TO_LOAD_OLDER_ACTIVITY = 'Failed to load older entries'
export const ACTIVITY_FILTER_ENTITY = 'What changed'
export const ACTIVITY_ALL_ENTITIES = 'Everything'
export const ACTIVITY_SEARCH_WHO = 'Who'
export const ACTIVITY_SEARCH_WHO_PLACEHOLDER = 'Email address'
export const ACTIVITY_CLEAR_WHO = 'Clear who'
export const ACTIVITY_COLUMNS = {
  when: 'When',
  who: 'Who',
  what: 'What',
  details: 'Details',
  address: 'Address',
} as const
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
export const ACTIVITY_ACTIONS = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  confirm: 'Confirmed',
  decline: 'Declined',
  reopen: 'Reopened',
  check_in: 'Checked in',
  no_show: 'No-show for',
  restore: 'Restored',
  publish: 'Published',
} as const
// A file is uploaded rather than created.
export const ACTIVITY_UPLOADED = 'Uploaded'
export const FOCAL_POINT_HINT =
  'Click the picture to choose the point that stays in view when it is cropped.'
export const focalPointLabel = (what: string) => `Focal point of the ${what}`
export const focalPointValue = (x: number, y: number) => `${x}% from the left, ${y}% from the top`
export const FOCAL_POINT_SAVED = 'Focal point saved.'
export const FAILED_TO_SAVE_FOCAL_POINT = 'Failed to save the focal point'
// Content history (the History panel of every content screen) and the trash (/admin/trash)
export const HISTORY = 'History'
export const historyTitle = (what: string) => `History of ${what}`
export const historyOfLabel = (what: string) => `History of ${what}`
export const HISTORY_INTRO =
  'Every saved version, newest first. Restoring one saves it again as a new version; nothing is lost.'
export const HISTORY_EMPTY = 'No changes recorded yet. The history starts with the next save.'
export const FAILED_TO_LOAD_HISTORY = 'Failed to load the history'
export const HISTORY_ORIGINAL_VERSION = 'Original version'
export const HISTORY_CURRENT = 'Current'
export const HISTORY_ACTIONS = {
  original: 'Original version',
  create: 'Created',
  update: 'Edited',
  delete: 'Deleted',
  restore: 'Restored',
} as const
export const historyBy = (actor: string) => `by ${actor}`
export const HISTORY_NO_FIELD_CHANGES = 'Saved without changes.'
export const HISTORY_CREATED_NOTE = 'First saved here.'
export const HISTORY_ORIGINAL_NOTE = 'As it was before its first recorded change.'
export const HISTORY_DELETED_NOTE = 'Moved to the trash.'
export const HISTORY_EMPTY_VALUE = 'empty'
export const HISTORY_BEFORE = 'Before'
export const HISTORY_AFTER = 'After'
export const HISTORY_SHOW_MORE = 'Show more'
export const HISTORY_SHOW_LESS = 'Show less'
export const historyImageAlt = (field: string, when: 'before' | 'after') => `${field}, ${when}`
export const RESTORE_THIS_VERSION = 'Restore this version'
export const restoreVersionLabel = (when: string) => `Restore this version (${when})`
export const RESTORE = 'Restore'
export const RESTORE_VERSION_TITLE = 'Restore this version?'
export const RESTORE_VERSION_QUESTION =
  'The screen is replaced by this version, and the site shows it at once. What is there now stays in the history, so you can come back to it.'
export const VERSION_RESTORED = 'Version restored'
export const versionRestoredFrom = (when: string) => `The version of ${when} is back.`
export const FAILED_TO_RESTORE = 'Failed to restore this version'
// Readable names of the saved fields; any other field is named after its key.
export const HISTORY_FIELD_LABELS: Readonly<Record<string, string>> = {
  title: 'Title',
  subtitle: 'Subtitle',
  content: 'Content',
  section_name: 'Section',
  description: 'Description',
  image: 'Image',
  image_url: 'Image',
  url: 'Media',
  thumbnail: 'Thumbnail',
  type: 'Type',
  category: 'Category',
  date: 'Date',
  time: 'Time',
  location: 'Location',
  publish_at: 'Shown from',
  name: 'Name',
  price: 'Price',
  includes: 'Includes',
  logo_url: 'Logo',
  links: 'Links',
  hours: 'Hours',
  contact: 'Contact',
  map_url: 'Map',
  background_image: 'Background image',
  background_video: 'Background video',
  primary_button_text: 'Primary button text',
  primary_button_link: 'Primary button link',
  secondary_button_text: 'Secondary button text',
  secondary_button_link: 'Secondary button link',
  quick_links: 'Quick links',
  contact_info: 'Contact details',
  company: 'Company',
  legal: 'Legal',
  features: 'Features',
  statistics: 'Statistics',
  experience: 'Experience',
  created_at: 'Created',
}
// '5 minutes ago', or 'just now' under a minute.
export const JUST_NOW = 'just now'

export const ADMIN_NAV_TRASH = 'Trash'
export const TRASH_INTRO =
  'What was deleted in the last 30 days. Restoring puts it back where it was; after 30 days it is removed for good.'
export const TRASH_EMPTY =
  'The trash is empty. Deleted events, gallery items, packages and menu images wait here for 30 days.'
export const TRASH_LIST_LABEL = 'Deleted items'
export const FAILED_TO_LOAD_TRASH = 'Failed to load the trash'
export const trashDeletedBy = (actor: string) => `Deleted by ${actor}`
export const trashDeletedWhen = (when: string) => `Deleted ${when}`
export const trashPurgedOn = (date: string) => `Removed for good on ${date}`
export const restoreItemLabel = (what: string) => `Restore ${what}`
export const ITEM_RESTORED = 'Restored'
export const restoredTo = (what: string, screen: string) =>
  `${what} is back on the ${screen} screen.`
export const FAILED_TO_RESTORE_ITEM = 'Failed to restore'
export const UNTITLED = 'Untitled'

// Leaving a form with unsaved changes (a link, Back, another tab of the screen)
export const UNSAVED_CHANGES_TITLE = 'Unsaved changes'
export const UNSAVED_CHANGES_QUESTION = 'You have unsaved changes. Leave this page and lose them?'
export const LEAVE = 'Leave'
export const STAY = 'Stay'

// An event shown on the site from a given moment
export const PUBLISH_AT_LABEL = 'Show on the site from'
export const PUBLISH_AT_HINT =
  'Optional, in your time zone. Empty: visitors see the event as soon as it is saved.'
export const CLEAR_PUBLISH_AT = 'Show at once'
export const PUBLISH_AT_INVALID = 'Please enter a date and time, or leave the field empty.'
export const scheduledBadge = (when: string) => `Scheduled · appears ${when}`
// --- Drafts, the preview of the site with them, the legal pages and search & sharing ----------
// Drafts (/admin/drafts): changes kept without going live, then published or discarded
export const ADMIN_NAV_DRAFTS = 'Drafts'
export const DRAFTS_INTRO =
  'Changes kept without going live. Preview the site with them, then publish each one or discard it.'
export const draftsWaiting = (count: number) =>
  count === 0
    ? 'Nothing is waiting to be published.'
    : `${plural(count, 'draft')} waiting to be published.`
export const DRAFTS_EMPTY = 'No drafts. Changes kept as drafts wait here until you publish them.'
export const DRAFTS_LIST_LABEL = 'Drafts waiting to be published'
export const FAILED_TO_LOAD_DRAFTS = 'Failed to load drafts'
export const PREVIEW_ALL_DRAFTS = 'Preview the site with all drafts'
export const OPENS_IN_NEW_TAB = '(opens in a new tab)'
export const DRAFT_KINDS = {
  content_sections: 'Section',
  events: 'Event',
  packages: 'Package',
} as const
// A draft of a row that does not exist yet.
export const DRAFT_NEW = 'New'
// A section's draft is named after the screen that edits it.
export const DRAFT_SECTION_NAMES: Readonly<Record<string, string>> = {
  hero: 'Hero',
  events: 'Events heading',
  gallery: 'Gallery heading',
  'bottle-service': 'Bottle service',
  footer: 'Footer',
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
  seo: 'Search & Sharing',
}
export const UNTITLED_DRAFT = 'Untitled'
export const DRAFT_SAVED_BY = 'Saved by'
export const DRAFT_SAVED_AT = 'Saved'
export const DRAFT_PUBLISH = 'Publish'
export const DRAFT_DISCARD = 'Discard'
export const DRAFT_PREVIEW = 'Preview'
export const publishDraftLabel = (label: string) => `Publish ${label}`
export const discardDraftLabel = (label: string) => `Discard ${label}`
export const previewDraftLabel = (label: string) => `Preview ${label} ${OPENS_IN_NEW_TAB}`
export const PUBLISH_DRAFT_TITLE = 'Publish this draft?'
export const confirmPublishDraft = (label: string) => `"${label}" goes live on the site at once.`
export const DISCARD_DRAFT_TITLE = 'Discard this draft?'
export const confirmDiscardDraft = (label: string) =>
  `The changes kept in "${label}" are lost. The site stays as it is.`
export const DRAFT_PUBLISHED = 'Draft published: it is live on the site.'
export const FAILED_TO_PUBLISH_DRAFT = 'Failed to publish the draft'
export const DRAFT_DISCARDED = 'Draft discarded'
export const FAILED_TO_DISCARD_DRAFT = 'Failed to discard the draft'
export const draftIncludes = (count: number) => `includes ${plural(count, 'item')}`
export const DRAFT_NO_SUMMARY = 'No text to show.'

// The preview (/admin/preview): the landing page with every draft applied, in its own tab
export const PREVIEW_PAGE_TITLE = 'Preview'
export const PREVIEW_BANNER_LABEL = 'Preview'
export const PREVIEW_BANNER = 'Preview — drafts are not published yet'
export const PREVIEW_BANNER_NOTHING = 'Preview — no drafts waiting: this is the site as published'
export const previewDraftsApplied = (count: number) =>
  `${plural(count, 'draft')} shown. Forms are not sent from here.`
export const BACK_TO_DRAFTS = 'Back to Drafts'
export const PUBLISH_ALL = 'Publish all'
export const PUBLISH_ALL_TITLE = 'Publish every draft?'
export const confirmPublishAll = (count: number) =>
  `${plural(count, 'draft')} go${count === 1 ? 'es' : ''} live on the site at once, one after the other.`
export const publishingProgress = (done: number, count: number) =>
  `Publishing ${done + 1} of ${count}…`
export const ALL_DRAFTS_PUBLISHED = 'All drafts published: the site shows them now.'
export const publishAllStopped = (label: string, published: number) =>
  `Failed to publish "${label}"${published ? `; the ${plural(published, 'draft')} before it ${published === 1 ? 'is' : 'are'} live` : ''}`
export const PREVIEW_FORM_NOT_SENT = 'Forms are not sent from the preview.'
export const FAILED_TO_LOAD_PREVIEW = 'Failed to load the preview'
export const PREVIEW_FORBIDDEN = 'Your role may not preview drafts.'

// Legal Pages (/admin/legal): the Privacy Policy and Terms of Service, in Markdown
export const ADMIN_NAV_LEGAL = 'Legal Pages'
export const LEGAL_INTRO =
  'The Privacy Policy and Terms of Service pages the footer links to, written in Markdown.'
export const LEGAL_TABS_LABEL = 'Legal pages'
export const LEGAL_BODY = 'Body'
export const legalTitleHint = (fallback: string) => `Left empty, the page is titled "${fallback}".`
export const LEGAL_BODY_HINT = 'Markdown. Left empty, the site shows its default text.'
export const LEGAL_SYNTAX_TITLE = 'Formatting'
// What each mark does, as staff type it.
export const LEGAL_SYNTAX: readonly (readonly [string, string])[] = [
  ['# Heading', 'a heading; ## and ### for smaller ones'],
  ['- item', 'a bulleted list; 1. for a numbered one'],
  ['**bold**', 'bold'],
  ['*italic*', 'italic'],
  ['[text](https://…)', 'a link (web, mailto:, tel: or /page)'],
  ['blank line', 'a new paragraph'],
]
export const LEGAL_PREVIEW = 'Preview'
export const LEGAL_PREVIEW_EMPTY = 'Nothing written yet: the site shows its default text.'
export const VIEW_PAGE = 'View page'
export const viewPageLabel = (name: string) => `View the ${name} page ${OPENS_IN_NEW_TAB}`
export const legalUpdated = (name: string) => `${name} updated successfully!`
export const failedToUpdateLegal = (name: string) => `Failed to update ${name}`

// Search & Sharing (/admin/seo): the page title, description and picture of shared links
export const ADMIN_NAV_SEO = 'Search & Sharing'
export const SEO_INTRO =
  'What search engines and shared links show for the site. Anything left empty follows the hero, as shown in grey.'
export const SEO_TEXT = 'Title and description'
export const SEO_PAGE_TITLE = 'Page title'
export const SEO_DESCRIPTION = 'Description'
export const SEO_PICTURE = 'Share picture'
export const SEO_PICTURE_NAME = 'share picture'
export const SEO_PICTURE_URL = 'Share picture URL'
export const SEO_PICTURE_HINT =
  'Shown with links to the site on social networks and in messages. About 1200 x 630 px works best.'
export const SEO_PICTURE_FOLLOWS_HERO = "Left empty, the hero's background picture is shared."
export const SEO_PICTURE_NONE =
  'Left empty, and the hero has no background picture: shared links show none.'
export const SEO_FOLLOWS_HERO = 'Left empty, it follows the hero (shown in grey).'
export const charactersUsed = (count: number, max: number) => `${count} / ${max}`
export const charactersUsedLabel = (count: number, max: number) =>
  `${count} of ${max} characters used`
export const SEO_PREVIEWS = 'Previews'
export const SEO_PREVIEWS_INTRO =
  'Roughly how the site shows up. Each service trims and styles it its own way.'
export const SEO_SEARCH_RESULT = 'In search results'
export const SEO_SHARE_CARD = 'When shared'
export const SEO_NO_PICTURE = 'No picture'
export const SEO_UPDATED = 'Search & sharing updated successfully!'
export const FAILED_TO_UPDATE_SEO = 'Failed to update search & sharing'
// The server's own words when staff leave the fields empty (src/nocturne/pages/seo.py).
export const SEO_DEFAULT_TAGLINE = 'Premium Nightclub'
export const SEO_DEFAULT_DESCRIPTION =
  'Premium nightclub with world-class DJs, three levels of sound and light, and luxury bottle service. See upcoming events and reserve your table.'
export const seoDefaultTitle = (clubName: string, tagline: string) => `${clubName} | ${tagline}`

// Save as Draft, in the hero, section, event and package editors
export const SAVE_AS_DRAFT = 'Save as Draft'
export const DRAFT_SAVED = 'Draft saved. Visitors see nothing of it until it is published.'
export const FAILED_TO_SAVE_DRAFT = 'Failed to save the draft'
export const draftWaiting = (who: string, when: string) =>
  `A draft of this, saved by ${who} on ${when}, is waiting to be published.`
export const OPEN_DRAFTS = 'Open Drafts'

// The footer's contact details and hours follow Contact Info unless typed here
export const FOOTER_CONTACT_FOLLOWS =
  'Leave a field empty and the footer shows the one from Contact Info, so a change there shows everywhere.'
export const FOOTER_HOURS_FOLLOW =
  'No hours of its own: the footer shows the opening hours from Contact Info.'
