// Every user-visible text of the spec, exactly as written there. Screens and tests import these
// constants so a wording change happens in one place.

// Navigation
export const NAV_EVENTS = 'Events'
export const NAV_MENU = 'Menu'
export const NAV_GALLERY = 'Gallery'
export const NAV_ABOUT = 'About'
export const NAV_CONTACT = 'Contact'
export const NAV_BOTTLE_SERVICE = 'Bottle Service'
export const NAV_ADMIN = 'Admin'
export const NAV_TOGGLE_MENU = 'Toggle menu'
export const NAV_MAIN_LABEL = 'Main'
export const THEME_TOGGLE_LABEL = 'Toggle theme'
export const BACK_TO_HOME = 'Back to Home'
export const LOADING = 'Loading'
export const TRY_AGAIN = 'Try Again'

// Hero
export const HERO_PRIMARY_BUTTON_TEXT = 'Reserve Now'
export const HERO_SECONDARY_BUTTON_TEXT = 'View Events'
export const HERO_LOAD_FAILED = 'Unable to load hero content. Please refresh the page to try again.'

// Events
export const EVENTS_TITLE = 'Upcoming Events'
export const EVENTS_SUBTITLE = 'Join us for unforgettable nights of luxury, music, and entertainment'
export const EVENTS_RESERVE = 'Reserve'
export const EVENTS_EMPTY = 'No upcoming events at the moment. Check back soon!'
export const EVENTS_LOAD_FAILED = 'Failed to load events. Please try again later.'

// Gallery
export const GALLERY_TITLE = 'Gallery'
export const gallerySubtitle = (clubName: string) =>
  `Step into the world of ${clubName} through our curated collection of moments`
export const GALLERY_ALL_CATEGORIES = 'all'
export const GALLERY_EMPTY = 'No gallery items available. Check back soon!'
export const GALLERY_LOAD_FAILED = 'Failed to load gallery items. Please try again later.'

// About
export const aboutTitle = (clubName: string) => `The ${clubName} Experience`
export const aboutText = (clubName: string) =>
  `Since opening our doors in 2015, ${clubName} has redefined nightlife for those who expect ` +
  'more from an evening out. Across three levels, each with its own mood and its own music, ' +
  'world-class sound systems carry every beat, while our bartenders pour premium spirits and ' +
  'signature cocktails with quiet precision. From intimate lounges to a main floor that comes ' +
  'alive after midnight, every detail is designed so that you only have to enjoy the night.'

// Contact
export const CONTACT_TITLE = 'Contact Us'
export const CONTACT_DEFAULT_HOURS_DAY = 'Thursday - Saturday'
export const CONTACT_DEFAULT_HOURS_TIME = '10:00 PM - 3:00 AM'
export const CONTACT_SUBJECT_PLACEHOLDER = 'Select a subject'
export const CONTACT_SUBJECTS = ['General Inquiry', 'Private Event', 'Feedback', 'Other'] as const
export const CONTACT_SENDING = 'Sending...'
export const CONTACT_SENT = "Message sent successfully! We'll get back to you soon."
export const CONTACT_SEND_FAILED = 'Failed to send message. Please try again later.'

// Bottle service
export const BOTTLE_SERVICE_TITLE = 'Bottle Service'
export const BOTTLE_SERVICE_SUBTITLE =
  'Experience unparalleled luxury with our premium bottle service packages'
export const BOTTLE_SERVICE_SELECT_EXPERIENCE = 'Select Your Experience'
export const BOTTLE_SERVICE_MAKE_RESERVATION = 'Make a Reservation'
export const BOTTLE_SERVICE_EMPTY = 'No packages available at the moment. Please check back soon!'
export const BOTTLE_SERVICE_LOAD_FAILED = 'Failed to load content. Please try again later.'
export const RESERVATION_SUBMITTING = 'Submitting...'
export const RESERVATION_SUBMITTED =
  "Reservation submitted successfully! We'll contact you shortly to confirm your booking."
export const RESERVATION_SUBMIT_FAILED = 'Failed to submit reservation. Please try again later.'

// Footer
export const FOOTER_QUICK_LINKS = 'Quick Links'
export const FOOTER_CONTACT = 'Contact'
export const FOOTER_HOURS = 'Hours'
export const FOOTER_DEFAULT_COPYRIGHT_YEAR = 2025
export const footerCopyright = (clubName: string, year: number = FOOTER_DEFAULT_COPYRIGHT_YEAR) =>
  `© ${year} ${clubName}. All rights reserved.`
export const footerDefaultDescription = (clubName: string) =>
  `${clubName} is a premium nightlife destination: three levels of world-class sound, luxurious bottle service and unforgettable nights since 2015.`
export const PRIVACY_POLICY = 'Privacy Policy'
export const TERMS_OF_SERVICE = 'Terms of Service'

// Menu page
export const MENU_TAB_OUTDOOR = 'Outdoor Menu'
export const MENU_TAB_CLUB = 'Club Menu'
export const MENU_TAB_KITCHEN = 'Kitchen Menu'

// Public site: labels and hints the spec leaves to us
export const SKIP_TO_CONTENT = 'Skip to content'
export const EVENTS_ADD_TO_CALENDAR = 'Add to calendar'
export const EVENTS_SUBSCRIBE = 'Subscribe to the events calendar'
export const GALLERY_FILTER_LABEL = 'Filter gallery by category'
export const galleryOpenItem = (title: string) => `View ${title}`
export const VIEWER_CLOSE = 'Close'
export const VIEWER_PREVIOUS = 'Previous'
export const VIEWER_NEXT = 'Next'
export const viewerPosition = (index: number, total: number) => `${String(index + 1)} / ${String(total)}`
export const CONTACT_LOCATION = 'Location'
export const CONTACT_HOURS = 'Hours'
export const CONTACT_PHONE = 'Phone'
export const CONTACT_EMAIL = 'Email'
export const contactMapTitle = (clubName: string) => `Map showing the location of ${clubName}`
export const CONTACT_FORM_TITLE = 'Send a Message'
export const FORM_NAME = 'Name'
export const FORM_EMAIL = 'Email'
export const FORM_SUBJECT = 'Subject'
export const FORM_MESSAGE = 'Message'
export const CONTACT_SEND = 'Send Message'
export const BOTTLE_SERVICE_FEATURES = 'Why Bottle Service'
export const BOTTLE_SERVICE_STATISTICS = 'By the numbers'
export const packageIncludes = (name: string) => `${name} package includes`
export const RESERVATION_DATE = 'Date'
export const RESERVATION_TIME = 'Time'
export const RESERVATION_TIME_PLACEHOLDER = 'Select a time'
export const RESERVATION_GUESTS = 'Number of Guests'
export const RESERVATION_OCCASION = 'Occasion (optional)'
export const RESERVATION_OCCASION_PLACEHOLDER = 'Select an occasion'
export const RESERVATION_OCCASIONS = {
  birthday: 'Birthday',
  anniversary: 'Anniversary',
  corporate: 'Corporate Event',
  other: 'Other',
} as const
export const RESERVATION_REQUESTS = 'Special Requests (optional)'
export const RESERVATION_SUBMIT = 'Submit Reservation'
export const ABOUT_TILES_LABEL = 'Inside the club'
export const FOOTER_FOLLOW_US = 'Follow us'
export const MENU_PAGE_TITLE = 'Our Menus'
export const MENU_NO_IMAGE = 'This menu is not available yet.'

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
export const CHECK_EMAIL_FOR_VERIFICATION = 'Please check your email for verification link'
export const AN_ERROR_OCCURRED = 'An error occurred'
export const AUTH_UNREACHABLE =
  'Unable to connect to authentication service. Please check your internet connection and try again.'
export const EMAIL_LABEL = 'Email'
export const PASSWORD_LABEL = 'Password'
export const CONFIRM_PASSWORD_LABEL = 'Confirm Password'

// Routing
export const UNEXPECTED_APPLICATION_ERROR = 'Unexpected Application Error!'

// Admin area: side navigation
export const ADMIN_NAV_DASHBOARD = 'Dashboard'
export const ADMIN_NAV_HERO = 'Hero'
export const ADMIN_NAV_NAVIGATION = 'Navigation'
export const ADMIN_NAV_CONTENT = 'Content'
export const ADMIN_NAV_GALLERY = 'Gallery'
export const ADMIN_NAV_EVENTS = 'Events'
export const ADMIN_NAV_SERVICES = 'Services'
export const ADMIN_NAV_MENU = 'Menu'
export const ADMIN_NAV_CONTACT_INFO = 'Contact Info'
export const ADMIN_NAV_FOOTER = 'Footer'
export const ADMIN_NAV_CONTACT_SUBMISSIONS = 'Contact Submissions'
export const ADMIN_NAV_RESERVATIONS = 'Reservations'
export const ADMIN_NAV_USERS = 'Users'
export const adminTitle = (clubName?: string) => (clubName ? `${clubName} Admin` : 'Admin')
export const ADMIN_NAV_LABEL = 'Admin sections'
export const ADMIN_NAV_TOGGLE = 'Toggle admin menu'
export const ADMIN_SECTION_PENDING = 'This manager is being prepared.'

// Admin area: users (DESIGN.md section 3, approval)
export const USERS_INTRO =
  'Accounts reach the admin area once an administrator approves them. Revoking signs an account out everywhere.'
export const USERS_EMAIL = 'Email'
export const USERS_CONFIRMED = 'Confirmed'
export const USERS_APPROVED = 'Approved'
export const USERS_CREATED = 'Created'
export const USERS_ACTIONS = 'Actions'
export const USERS_NOT_YET = 'Not yet'
export const USERS_YOU = 'You'
export const USERS_APPROVE = 'Approve'
export const USERS_REVOKE = 'Revoke'
export const USERS_EMPTY = 'No accounts yet.'
export const FAILED_TO_LOAD_USERS = 'Failed to load users'
export const FAILED_TO_UPDATE_USER = 'Failed to update user'

// Admin area: dashboard
export const DASHBOARD_CONTENT_SECTIONS = 'Content Sections'
export const DASHBOARD_GALLERY_ITEMS = 'Gallery Items'
export const DASHBOARD_EVENTS = 'Events'
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
export const RESERVATION_COMPLETE_TITLE = 'Complete and remove'
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
export const INVALID_MAPS_EMBED_URL = 'Please enter a valid Google Maps embed URL'
export const INVALID_URL = 'Please enter a valid URL'

// Uploads
export const UPLOAD_INVALID_IMAGE_TYPE =
  'Invalid file type. Only images (JPG, PNG, GIF, WebP) are allowed.'
export const UPLOAD_INVALID_MEDIA_TYPE =
  'Invalid file type. Only images (JPG, PNG, GIF, WebP) and videos (MP4, WebM, OGG) are allowed.'
export const uploadTooLarge = (limit: '2MB' | '10MB' | '100MB') => `File size must be less than ${limit}`
export const UPLOAD_INVALID_BUCKET = 'Invalid bucket specified'
export const UPLOAD_INVALID_FILE_URL = 'Invalid file URL'

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

// Admin area: operations (dashboard, contact submissions, reservations), beyond the spec's texts
export const REFRESH = 'Refresh'
export const SUBMISSION_COMPLETE = 'Complete'
export const REJECT = 'Reject'
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

// Shared admin UI: toasts, dialogs, uploads (texts of ours; the spec gives none)
export const NOTIFICATIONS_LABEL = 'Notifications'
export const CLOSE_NOTIFICATION = 'Close notification'
export const CLOSE_DIALOG = 'Close dialog'
export const CONFIRM_TITLE = 'Please confirm'
export const DELETE = 'Delete'
export const UPLOAD_DROP_TEXT = 'Drag and drop a file here, or'
export const UPLOAD_CHOOSE_FILE = 'choose a file'
export const CANCEL_UPLOAD = 'Cancel upload'
export const UPLOAD_HINT_LOGO = 'JPG, PNG, GIF or WebP, up to 2MB. Recommended size: 200x50 px'
export const uploadHintImages = (limit: string) => `JPG, PNG, GIF or WebP, up to ${limit}`
export const uploadHintMedia = (limit: string) =>
  `Images (JPG, PNG, GIF, WebP) or videos (MP4, WebM, OGG), up to ${limit}`
export const uploadProgressLabel = (name: string) => `Uploading ${name}`
export const uploadRetrying = (attempt: number, of: number) =>
  `Upload failed, trying again (attempt ${attempt} of ${of})…`
export const uploadLabel = (what: string) => `Upload ${what}`
export const removeMediaLabel = (what: string) => `Remove ${what}`
export const FIELD_REQUIRED = 'This field is required.'

// Admin area: content managers, labels and hints (texts of ours; the spec gives none)
export const TITLE_LABEL = 'Title'
export const SUBTITLE_LABEL = 'Subtitle'
export const DESCRIPTION_LABEL = 'Description'
export const NAME_LABEL = 'Name'
export const DATE_LABEL = 'Date'
export const TIME_LABEL = 'Time'
export const TIME_PLACEHOLDER = '10:00 PM'
export const LOCATION_LABEL = 'Location'
export const CATEGORY_LABEL = 'Category'
export const TYPE_LABEL = 'Type'
export const TYPE_IMAGE = 'Image'
export const TYPE_VIDEO = 'Video'
export const PRICE_LABEL = 'Price'
export const PRICE_INVALID = 'Price must be a number of at least 0, with at most two decimals.'
export const INCLUDES_LABEL = 'Includes'
export const INCLUDES_HINT = 'One item per line; blank lines are dropped.'
export const INCLUDES_REQUIRED = 'Please list at least one thing the package includes, one per line.'
export const THUMBNAIL_REQUIRED = 'A thumbnail URL is required for a video.'
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
export const LINK_HINT = 'Links may be a web address (https://…), a path on this site (/menu) or an anchor (#events).'
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
export const HERO_INTRO = 'The first thing visitors see: the headline, the background and the two buttons.'
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
export const SECTIONS_EMPTY = 'No sections yet.'
export const SECTION_NAME_LABEL = 'Section name'
export const CONTENT_FIELD_LABEL = 'Content (JSON)'
export const CONTENT_JSON_HINT = 'A JSON object. Known sections are checked against their shape when saved.'
export const EXAMPLE_BOTTLE_SERVICE_JSON = 'Example JSON for the bottle-service section'
export const NEW_SECTION_NAME = 'New section'
export const NEW_SECTION_NAME_HINT = 'Lower-case letters, digits and dashes, e.g. privacy.'
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
export const EVENTS_LIST_LABEL = 'Events'
export const EVENTS_ADMIN_EMPTY = 'No events yet. Add the first one above.'
export const EVENT_UPDATED = 'Event updated successfully!'
export const EVENT_DELETED = 'Event deleted successfully'
export const FAILED_TO_UPDATE_EVENT = 'Failed to update event'
export const FAILED_TO_LOAD_EVENTS = 'Failed to load events'
export const SERVICES_INTRO = 'Bottle-service packages, and the features, statistics and experience around them.'
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
export const MENU_INTRO = 'Each upload becomes the menu shown on /menu; older images stay listed until deleted.'
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
export const MAP_HINT = "Paste Google Maps' embed snippet (<iframe …>) or its embed URL (https://www.google.com/maps/embed?…)."
export const MAP_PREVIEW = 'Map preview'
export const FOOTER_INTRO = 'The company text, links, contact details, hours and legal line at the foot of every page.'
export const FOOTER_COMPANY = 'Company'
export const COMPANY_DESCRIPTION = 'Description'
export const FOOTER_SOCIAL_LINKS = 'Social links'
export const ADD_SOCIAL_LINK = 'Add Social Link'
export const PLATFORM_LABEL = 'Platform'
export const FOOTER_LEGAL = 'Legal'
export const COPYRIGHT_LABEL = 'Copyright'
export const FOOTER_LEGAL_LINKS = 'Legal links'
