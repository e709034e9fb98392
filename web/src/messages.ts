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
export const PRIVACY_POLICY = 'Privacy Policy'
export const TERMS_OF_SERVICE = 'Terms of Service'

// Menu page
export const MENU_TAB_OUTDOOR = 'Outdoor Menu'
export const MENU_TAB_CLUB = 'Club Menu'
export const MENU_TAB_KITCHEN = 'Kitchen Menu'

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
