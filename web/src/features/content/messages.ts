// The texts only this feature's screens show; those other features or shared code show too are in
// @/messages-admin.
import { SERVER_TEXTS } from '@/lib/api/rules'
import { OPENS_IN_NEW_TAB, plural } from '@/messages-admin'

// Admin area: actions and labels
export const SAVE_ALL_CHANGES = 'Save All Changes'
export const ADD_LINK = 'Add Link'
export const LINK_IS_BUTTON = 'Button'
export const ADD = 'Add'
export const SERVICES_TAB_PACKAGES = 'Packages'
export const SERVICES_TAB_FEATURES = 'Features'
export const SERVICES_TAB_STATISTICS = 'Statistics'
export const SERVICES_TAB_EXPERIENCE = 'Experience'
export const MENU_CARD_OUTDOOR = 'Outdoor'
export const MENU_CARD_CLUB = 'Club'
export const MENU_CARD_KITCHEN = 'Kitchen'
export const SELECT_A_SECTION = 'Select a section to edit'

// Admin area: validation
export const INVALID_JSON_CONTENT = 'Invalid JSON in content field'
export const INVALID_MAPS_EMBED_URL = SERVER_TEXTS.MAP_URL_INVALID

// Admin area: failures
export const FAILED_TO_UPDATE_HERO = 'Failed to update hero section'
export const FAILED_TO_UPDATE_NAVIGATION = 'Failed to update navigation settings'
export const FAILED_TO_SAVE_NAVIGATION = 'Failed to save navigation settings'
export const FAILED_TO_UPLOAD_LOGO = 'Failed to upload logo'
export const FAILED_TO_ADD_GALLERY_ITEM = 'Failed to add gallery item'
export const FAILED_TO_DELETE_GALLERY_ITEM = 'Failed to delete gallery item'
export const FAILED_TO_ADD_EVENT = 'Failed to add event'
export const FAILED_TO_DELETE_EVENT = 'Failed to delete event'
export const FAILED_TO_ADD_PACKAGE = 'Failed to add package'
export const FAILED_TO_DELETE_PACKAGE = 'Failed to delete package'
export const FAILED_TO_UPDATE_FEATURES = 'Failed to update features'
export const FAILED_TO_UPDATE_STATISTICS = 'Failed to update statistics'
export const FAILED_TO_UPDATE_EXPERIENCE = 'Failed to update experience content'
export const FAILED_TO_UPDATE_FOOTER = 'Failed to update footer content'
export const FAILED_TO_UPLOAD_ICON = 'Failed to upload icon'
export const FAILED_TO_UPDATE_SECTION = 'Failed to update section'
export const FAILED_TO_LOAD_CONTACT_INFO = 'Failed to load contact information'
export const FAILED_TO_SAVE_CONTACT_INFO = 'Failed to save contact information'
export const FAILED_TO_LOAD_MENU_IMAGES = 'Failed to load menu images'
export const FAILED_TO_UPLOAD_MENU_IMAGE = 'Failed to upload menu image'
export const FAILED_TO_DELETE_MENU_IMAGE = 'Failed to delete menu image'

// Admin area: successes
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

// Admin area: content managers, labels and hints (texts of ours; the product's rules give none)
export const SUBTITLE_LABEL = 'Subtitle'
export const DESCRIPTION_LABEL = 'Description'
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
export const HOURS_HINT =
  'Shown to visitors exactly as written. They do not change which nights can be booked: that is set on Booking Rules.'
export const bookableNights = (nights: string) =>
  `Booking Rules take table requests for: ${nights}.`
export const suggestHoursLabel = (nights: string) => `Use “${nights}”`

// Activity (/admin/activity): the owners' record of who changed what in the admin area
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

// An event shown on the site from a given moment
export const PUBLISH_AT_LABEL = 'Show on the site from'
export const PUBLISH_AT_HINT =
  'Optional, in your time zone. Empty: visitors see the event as soon as it is saved.'
export const CLEAR_PUBLISH_AT = 'Show at once'
export const PUBLISH_AT_INVALID = 'Please enter a date and time, or leave the field empty.'
export const scheduledBadge = (when: string) => `Scheduled · appears ${when}`
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
export const PREVIEW_BANNER_LABEL = 'Preview'
export const previewDraftsApplied = (count: number) =>
  `${plural(count, 'draft')} shown. Forms are not sent from here.`
export const PUBLISH_ALL_TITLE = 'Publish every draft?'
export const confirmPublishAll = (count: number) =>
  `${plural(count, 'draft')} go${count === 1 ? 'es' : ''} live on the site at once, one after the other.`
export const publishingProgress = (done: number, count: number) =>
  `Publishing ${done + 1} of ${count}…`

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
export const SOLD_IN_LABEL = 'Sold in'
export const SOLD_IN_HINT = 'Tick the areas this package is sold in; none ticked: every area.'
