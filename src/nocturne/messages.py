"""Every user-visible text the server sends, named after what it says.

Tests import these constants, so a message changes in one place. Texts quoted from
docs/product.md are word for word; the field messages of the public forms are ours
(docs/product.md shows none).
"""

# Public forms; shown next to the field that is wrong.
NAME_REQUIRED = "Please enter your name."
NAME_TOO_LONG = "Please keep your name under 200 characters."
EMAIL_INVALID = "Please enter a valid email address."
SUBJECT_INVALID = "Please select a subject: General Inquiry, Private Event, Feedback or Other."
MESSAGE_REQUIRED = "Please enter a message."
MESSAGE_TOO_LONG = "Please keep your message under 5000 characters."
DATE_INVALID = "Please choose a date for your reservation."
DATE_IN_PAST = "Please choose a date from today on."
DATE_TOO_FAR = "Reservations open one year ahead at most."
TIME_INVALID = "Please choose a time between 10:00 PM and 12:00 AM."
STAFF_TIME_INVALID = (
    "Please choose a time of the night, from 6:00 PM to 5:59 AM (the night ends at 6:00 AM)."
)
GUESTS_INVALID = "Guests must be a whole number from 1 to 20."
OCCASION_INVALID = "Please choose an occasion: birthday, anniversary, corporate or other."
REQUESTS_TOO_LONG = "Please keep special requests under 2000 characters."
FIELD_REQUIRED = "This field is required."
FIELD_UNEXPECTED = "This field is not accepted here."
FIELD_INVALID = "This value is not valid."
DATE_FORMAT = "Dates are written YYYY-MM-DD."
MOMENT_FORMAT = "A moment is written YYYY-MM-DDTHH:MM:SS with its offset (+00:00)."
EVENT_TIME_INVALID = "Please enter the time of day the event starts, like 10:00 PM or 22:00."
EVENT_DATE_RANGE = "Event dates run from the year 2000 to five years ahead."
PUBLISH_AT_RANGE = "A schedule runs from the year 2000 to five years ahead."
SECTION_TAKEN = "Another section of that name exists now: restore a version of that one instead."

# Error envelope messages.
VALIDATION_FAILED = "Some fields need your attention."
NOT_FOUND = "Not found."
METHOD_NOT_ALLOWED = "This method is not allowed here."
TOO_MANY_REQUESTS = "Too many requests. Please wait a moment and try again."
INTERNAL_ERROR = "Something went wrong on our side. Please try again later."
SERVICE_UNAVAILABLE = "The service is briefly unavailable. Please try again in a moment."
BODY_INVALID = "The request body must be a JSON object."
IDEMPOTENCY_KEY_INVALID = "Idempotency-Key must be 8 to 200 printable ASCII characters."
IDEMPOTENCY_KEY_REUSED = (
    "This Idempotency-Key was already used for a different request. "
    "Send a new key with each new submission."
)
IDEMPOTENCY_KEY_IN_PROGRESS = (
    "A request with this Idempotency-Key is still being processed. Please try again in a moment."
)
BODY_TOO_LARGE = "This request is too large."


# Accounts: sign-up, sign-in, approval.
VERIFICATION_SENT = "Please check your email for verification link"
RESET_SENT = (
    "If an account uses this address, we have mailed it a link to set a new password. "
    "The link works for 1 hour."
)
RESET_LINK_INVALID = (
    "This link to set a new password is invalid, used or expired. Ask for a new one."
)
NEW_PASSWORD_SET = "Your new password is set. Sign in with it."  # noqa: S105
RESET_MAIL_SUBJECT = "Set a new password"
CURRENT_PASSWORD_WRONG = "Your current password is not right."  # noqa: S105
PASSWORD_CHANGED = "Your password is changed. Your other sessions are signed out."  # noqa: S105
EMAIL_CHANGE_SENT = "We mailed a link to {email}. Open it to make it your sign-in address."
EMAIL_CHANGE_MAIL_SUBJECT = "Confirm your new sign-in address"
EMAIL_CHANGED_MAIL_SUBJECT = "Your sign-in address was changed"
TWO_FACTOR_RESET_MAIL_SUBJECT = "Two-factor sign-in was turned off for your account"
EMAIL_CHANGE_LINK_INVALID = "This link to change your sign-in address is invalid, used or expired."
WAITING_MAIL_SUBJECT = "{email} waits for approval"
APPROVED_MAIL_SUBJECT = "Your admin account is approved"
REFUSED_MAIL_SUBJECT = "Your admin account request"
PASSWORD_TOO_SHORT = "Password should be at least 8 characters."  # noqa: S105
PASSWORD_TOO_LONG = "Password should be at most 256 characters."  # noqa: S105
PASSWORD_TOO_COMMON = (
    "This password is too common and easy to guess. Please choose a different one."  # noqa: S105
)
INVALID_CREDENTIALS = "Invalid login credentials"
EMAIL_NOT_CONFIRMED = "Please confirm your email address first: open the link we sent you."
ACCOUNT_NOT_APPROVED = (
    "Your account is waiting for approval. An administrator must approve it before you can "
    "open the admin area."
)
NOT_AUTHENTICATED = "Please sign in to continue."
SESSION_EXPIRED = "Your session has expired. Please sign in again."
REFRESH_TOKEN_INVALID = "Your session is no longer valid. Please sign in again."  # noqa: S105
VERIFICATION_LINK_INVALID = "This verification link is invalid or has expired."
CROSS_SITE_REFUSED = "This request must come from the Nocturne web app."
GRANT_TYPE_INVALID = "grant_type must be password or refresh_token."
USER_NOT_FOUND = "No such account."
CANNOT_REVOKE_SELF = "You cannot revoke your own access."
TWO_FACTOR_NEEDED = "Enter the 6-digit code from your authenticator app, or a recovery code."
TWO_FACTOR_INVALID = "That code is not right, or was already used. Try the app's next code."
TWO_FACTOR_ALREADY_ON = "Two-factor sign-in is already on for this account."
TWO_FACTOR_ALREADY_OFF = "Two-factor sign-in is already off for this account."
TWO_FACTOR_RESET_SELF = (
    "Turn your own two-factor sign-in off on your profile, with your password and a code."
)
TWO_FACTOR_REQUIRED_FOR_ROLE = "Your role requires two-factor sign-in: it cannot be turned off."
TWO_FACTOR_SETUP_NEEDED = (
    "Your role requires two-factor sign-in. Set it up on your profile to continue."
)
ROLE_FORBIDDEN = "Your role does not allow this. Ask an owner of the club's admin area."
LAST_OWNER = "The club needs at least one owner: make another account an owner first."
ROLE_INVALID = "A role is owner, manager or host."
APPROVE_UNCONFIRMED = (
    "This account's email address is not confirmed yet: it can be approved once its owner has "
    "opened the link we mailed."
)
VERIFICATION_MAIL_SUBJECT = "Confirm your email address"
ACCOUNT_EXISTS_MAIL_SUBJECT = "You already have an account"
CREDENTIALS_REQUIRED = "You must provide either an email or phone number and a password"


def mail_too_soon(seconds: int) -> str:
    unit = "second" if seconds == 1 else "seconds"
    return f"Please wait {seconds} {unit} before asking for another mail to this address."


# Uploads, by bucket.
INVALID_IMAGE_TYPE = "Invalid file type. Only images (JPG, PNG, GIF, WebP) are allowed."
INVALID_MEDIA_TYPE = (
    "Invalid file type. Only images (JPG, PNG, GIF, WebP) and videos (MP4, WebM, OGG) are allowed."
)
INVALID_BUCKET = "Invalid bucket specified"
INVALID_FILE_URL = "Invalid file URL"
FILE_IN_USE = "This file is still used on the site. Remove it from there first."
FILE_IS_RENDITION = (
    "This is a smaller copy the site made of a picture, and it goes with that picture: delete "
    "the picture itself instead."
)
PICTURE_TOO_LARGE = (
    "This picture is too large to show on the site: pictures can have at most 40 megapixels "
    "(8000 x 5000 pixels), fewer with transparency or saved as a progressive JPEG. Save a "
    "smaller copy and upload that."
)
NO_FILE = "Please choose a file to upload."
EMPTY_FILE = "The file is empty."
UPLOAD_NOT_MULTIPART = "Uploads must be sent as multipart/form-data with a 'file' field."


def file_too_large(megabytes: int) -> str:
    return f"File size must be less than {megabytes}MB"


# Live updates.
REALTIME_FRAME_INVALID = "Frames must be JSON objects with a known type."
REALTIME_UNKNOWN_TABLE = "There is no such table to follow."
REALTIME_UNKNOWN_SECTION = "Only the site's content sections can be followed one by one."
REALTIME_STAFF_ONLY = "Sign in as staff to follow this table."

# Admin forms.
LINK_INVALID = (
    "Links must be a web address (https://...), a path on this site (/menu) or an anchor (#events)."
)
MEDIA_URL_INVALID = "Media must be an uploaded file or a web address (https://...)."
MEDIA_ORIGIN_NOT_ALLOWED = (
    "This site cannot show media from that website: upload the file instead, or ask whoever "
    "runs the site to add the website to NOCTURNE_MEDIA_ORIGINS."
)
MAP_URL_INVALID = "Please enter a valid Google Maps embed URL"
URL_INVALID = "Please enter a valid URL"
INCLUDES_REQUIRED = "Please list at least one thing the package includes, one per line."
THUMBNAIL_REQUIRED = "A thumbnail URL is required for a video."
PRICE_INVALID = "Price must be a number of at least 0, with at most two decimals."
EMAIL_OR_EMPTY = "Please enter a valid email address, or leave it empty."
SECTION_NAME_INVALID = "Section names use lower-case letters, digits and dashes."
FILE_NAME_TOO_LONG = "File names can be at most 255 characters: rename the file and try again."
MEDIA_STORE_FULL = (
    "The media store is full: delete unused files or ask whoever runs the site for space."
)
MEDIA_STORE_UNWRITABLE = (
    "The media store cannot save files right now. Try again in a minute; if it lasts, tell "
    "whoever runs the site that its media folder is not writable."
)
SECTION_UNKNOWN = (
    "No such section: the site has the sections hero, events, gallery, bottle-service, footer, "
    "privacy and terms."
)
TEXT_UNSAVEABLE = (
    "This text contains a character that cannot be saved (a control character or a broken emoji)."
)
CONTENT_NOT_OBJECT = "Content must be a JSON object."
ALREADY_DECIDED = "This item was already handled by someone else. Refresh to see its status."

# The landing page's first screen: the hero's buttons and the top bar's links when staff have set
# none (the web app receives them filled in, with the site payload).
HERO_PRIMARY_BUTTON_TEXT = "Reserve Now"
HERO_SECONDARY_BUTTON_TEXT = "View Events"
NAV_EVENTS = "Events"
NAV_GALLERY = "Gallery"
NAV_ABOUT = "About"
NAV_CONTACT = "Contact"
NAV_BOTTLE_SERVICE = "Bottle Service"
NAV_MENU = "Menu"

# Page titles (the browser tab, search results), each followed by " | " and the club's name.
PAGE_TITLE_MENU = "Menu"
PRIVACY_POLICY = "Privacy Policy"
TERMS_OF_SERVICE = "Terms of Service"
PAGE_TITLE_ADMIN = "Admin"
PAGE_TITLE_NOT_FOUND = "Page not found"

# Reservations: the club's booking rules, as the form shows them next to the field.
PHONE_REQUIRED = "Please enter a phone number so the door can reach you on the night."
PHONE_INVALID = "Please enter a phone number of 6 to 20 digits (spaces, dashes and + are fine)."
PACKAGE_UNKNOWN = "This package is no longer offered. Please choose another one."
NIGHT_CLOSED_WEEKDAY = "We take bookings for {open_nights} nights only."
NIGHT_CLOSED_NEVER = "We are not taking bookings at the moment."
NIGHT_BLACKED_OUT = "We are closed that night."
NIGHT_CUT_OFF = (
    "Bookings for tonight closed at {time}. Please call the club or choose another night."
)
NIGHT_FULL = "That night is fully booked. Please choose another night."
NIGHT_PLACES_LEFT = "Only {places} places are left that night."
PACKAGE_FULL = "{package} is fully booked that night. Please choose another package or night."
ALREADY_REQUESTED = (
    "You already have a request for this night. We will be in touch about it soon; to change "
    "it, reply to our email or call the club."
)
DATE_TOO_FAR_DAYS = "Reservations open {days} days ahead at most."
WEEKDAYS_INVALID = "Opening nights are weekdays from 0 (Monday) to 6 (Sunday), each once."
NIGHT_LIMIT_INVALID = "A limit per night is a whole number from 1 to 10000, or empty for none."
CUTOFF_INVALID = "The same-day cut-off is a time written HH:MM, or empty for none."
WINDOW_INVALID = "Bookings open from 1 to 730 days ahead."
REASON_TOO_LONG = "Please keep the reason under 200 characters."
PHONE_RULE_INVALID = "Whether guests must give a phone number is true or false."

# Reservations: what staff do with a booking, and the signed links in their mails.
NIGHT_PASSED = "This night has passed: the request can no longer be confirmed or declined."
UNDO_TOO_LATE = "This night has passed: its decisions can no longer be undone."
UNDO_NOTHING = "This reservation has no decision to undo."
UNDO_ARRIVED = "Guests of this reservation have arrived: clear their check-in first."
DOOR_NOT_CONFIRMED = "Only a confirmed reservation can be checked in or marked as a no-show."
DOOR_NOT_TONIGHT = (
    "Guests can be checked in or marked as no-shows only on their night (until 6 AM the next "
    "morning)."
)
ARRIVED_TOO_MANY = (
    "Arrivals run from 0 to the party's size, and at most 10 guests beyond it. For a bigger "
    "group, change the booking's party size first."
)
NO_SHOW_WITH_ARRIVALS = "A party with arrivals cannot be a no-show."
GUESTS_BELOW_ARRIVED = "{arrived} guests of this party have already arrived."
WALK_IN_TONIGHT = "A walk-in is for tonight."
CONTACT_REQUIRED = "Please give the guest's phone number or email address."
NOTES_TOO_LONG = "Please keep the notes under 2000 characters."
TABLE_TOO_LONG = "Please keep the tables under 140 characters."
RESERVATION_LINK_INVALID = "This link is not valid. Open the reservation in the admin area instead."
RESERVATION_LINK_EXPIRED = "This link has expired. Open the reservation in the admin area instead."
RESERVATION_LINK_USED = "This link has already been used."
TIME_ZONE_UNKNOWN = "Unknown time zone: use a name like Europe/Paris or America/New_York."
NOTIFICATION_EMAILS_INVALID = "Each notification address must be a valid email address."
CURRENCY_UNKNOWN = "Unknown currency: use a three-letter ISO 4217 code like USD or EUR."
COUNTRY_UNKNOWN = "Unknown country: use a two-letter ISO 3166 code like US or FR."

# Tables: the club's inventory, its floor plans and which party holds which table.
AREA_NAME_REQUIRED = "Please give the area a name (at most 200 characters)."
AREA_NAME_TAKEN = "Another area is called that."
AREA_HAS_TABLES = "This area still has tables: move or delete them first ({tables})."
PLAN_NAME_REQUIRED = "Please give the floor plan a name (at most 200 characters)."
PLAN_NAME_TAKEN = "Another floor plan is called that."
TABLE_LABEL_REQUIRED = "Please give the table a label of at most 32 characters, without a +."
TABLE_LABEL_TAKEN = "Another table is labelled {label}."
TABLE_AREA_UNKNOWN = "Please choose one of the club's areas."
TABLE_PLAN_UNKNOWN = "Please choose one of the club's floor plans."
SEATS_INVALID = "Seats run from 1 to 50."
SEATS_MIN_OVER_MAX = "The fewest seats cannot be more than the most."
MINIMUM_SPEND_INVALID = "Minimum spend must be a number of at least 0, with at most two decimals."
TABLE_OFF_THE_PLAN = "Place the table inside the plan: 0 to 1000 across, 0 to 700 down."
TABLE_SIZE_INVALID = "A table's size on the plan runs from 20 to 400."
TABLE_HOLDS_BOOKINGS = (
    "This table holds bookings still to come: give them another table first ({bookings})."
)
TABLE_UNKNOWN = "No table is labelled {label}."
TABLE_CHOOSE = "Please choose the club's tables."
TABLES_REQUIRED = "Please choose at least one table."
TABLE_TAKEN = "{label} is held by {name}'s party that night."
TABLE_HELD_BACK = "{label} is held back that night."
TABLE_TOO_SMALL = "{tables} seat at most {seats}: the party is {guests}."
NO_TABLE_LEFT = "No table is left for a party of {guests} that night: please choose another night."
TABLE_PICK_UNKNOWN = "Please choose one of the tables offered."
TABLE_PICK_TAKEN = "{label} was just taken for that night: please choose another table."
PACKAGE_NOT_IN_AREA = "{package} is not sold in {area}: choose another package or area."
AREA_FULL = "{area} has no table left for a party of {guests} that night."
TABLE_NOT_HOLDING = "Only a pending or confirmed reservation can hold a table."

# Guest profiles.
GUEST_NAME_REQUIRED = "Please enter the guest's name (at most 200 characters)."
GUEST_TAGS_INVALID = "Tags are 1 to 32 characters each, without quotes, and at most 20 of them."
GUEST_BIRTHDAY_INVALID = "Please give the birthday as month and day."
GUEST_TEXT_TOO_LONG = "Please keep this under {limit} characters."
GUEST_EMAIL_TAKEN = "{name} already has this email: merge the two profiles instead."
GUEST_PHONE_TAKEN = "{name} already has this phone number: merge the two profiles instead."
GUEST_MERGE_SELF = "Please choose another guest to merge with."
GUEST_MERGED_ALREADY = "This profile was merged into another: open that one."
GUEST_MERGE_SAME_NIGHT = (
    "Both guests have a booking on {night}: cancel or move one of them before merging."
)
GUEST_UNMERGE_NOTHING = "This profile was not merged into another."
GUEST_UNMERGE_LATER_MERGE = "The profile it joined was merged again since: undo that merge first."
GUEST_ERASE_BOOKED = (
    "This guest has a booking on {night}: erase the profile once that night is over, or "
    "cancel the booking first."
)
ERASED_GUEST = "Erased guest"
GUEST_SPLIT_CHOOSE = "Please choose some of this guest's bookings, not all of them."

# The guest's own page for a booking, opened from the link in every mail about it.
MANAGE_LINK_INVALID = (
    "This link does not open a booking. Please use the link in your latest mail from the club."
)
MANAGE_NIGHT_OVER = "This booking's night is over: its link no longer works."
MANAGE_CANCELLED = "This reservation is cancelled."
MANAGE_CLOSED = "This reservation can no longer be changed here: please call the club."
MANAGE_NEEDS_STAFF = (
    "A party of {guests} needs another table: please call the club to change your booking."
)
MANAGE_NIGHT_FULL = "The club is full that night for a party of {guests}: please call the club."
MANAGE_NOTHING_CHANGED = "Nothing to change: choose another party size or time."
CANCELLATION_POLICY_DEFAULT = (
    "Plans change: you can cancel here until your night is over, and we will give your table "
    "to another guest."
)
CANCEL_NOT_HOLDING = "Only a pending or confirmed reservation can be cancelled."
RESERVATION_CANCELLED_SUBJECT = "Your reservation at {club} is cancelled"
REMINDER_TIME_INVALID = "Please give the reminder time as HH:MM, or leave it empty for none."
POLICY_TOO_LONG = "Please keep the cancellation policy under 1000 characters."
RESERVATION_REMINDER_SUBJECT = "Tonight at {club}: your reservation"

# Mail to the guest: the receipt of a request, then the staff's decision.
RESERVATION_RECEIVED_SUBJECT = "We received your reservation request at {club}"
RESERVATION_CONFIRMED_SUBJECT = "Your reservation at {club} is confirmed"
RESERVATION_DECLINED_SUBJECT = "Your reservation request at {club}"
RESERVATION_CHANGED_SUBJECT = "Your reservation at {club} has changed"
# The occasions the form offers, as the guest's mails name them ("other" is not named).
OCCASION_NAMES = {
    "birthday": "Birthday",
    "anniversary": "Anniversary",
    "corporate": "Corporate event",
}
