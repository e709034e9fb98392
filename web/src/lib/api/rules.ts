// Generated from the server's rules by `make api-types` (nocturne shared-rules).
// Do not edit: change the rule on the server and regenerate.

export const SERVER_TEXTS = {
  "AREA_FULL": "{area} has no table left for a party of {guests} that night.",
  "CANCELLATION_POLICY_DEFAULT": "Plans change: you can cancel here until your night is over, and we will give your table to another guest.",
  "EMAIL_CHANGE_LINK_INVALID": "This link to change your sign-in address is invalid, used or expired.",
  "FIELD_REQUIRED": "This field is required.",
  "INCLUDES_REQUIRED": "Please list at least one thing the package includes, one per line.",
  "INVALID_BUCKET": "Invalid bucket specified",
  "INVALID_FILE_URL": "Invalid file URL",
  "INVALID_IMAGE_TYPE": "Invalid file type. Only images (JPG, PNG, GIF, WebP) are allowed.",
  "INVALID_MEDIA_TYPE": "Invalid file type. Only images (JPG, PNG, GIF, WebP) and videos (MP4, WebM, OGG) are allowed.",
  "MAP_URL_INVALID": "Please enter a valid Google Maps embed URL",
  "NAV_ABOUT": "About",
  "NAV_BOTTLE_SERVICE": "Bottle Service",
  "NAV_CONTACT": "Contact",
  "NAV_EVENTS": "Events",
  "NAV_GALLERY": "Gallery",
  "NAV_MENU": "Menu",
  "NO_TABLE_LEFT": "No table is left for a party of {guests} that night: please choose another night.",
  "PAGE_TITLE_ADMIN": "Admin",
  "PAGE_TITLE_NOT_FOUND": "Page not found",
  "PRICE_INVALID": "Price must be a number of at least 0, with at most two decimals.",
  "PRIVACY_POLICY": "Privacy Policy",
  "RESERVATION_LINK_USED": "This link has already been used.",
  "RESET_LINK_INVALID": "This link to set a new password is invalid, used or expired. Ask for a new one.",
  "ROLE_FORBIDDEN": "Your role does not allow this. Ask an owner of the club's admin area.",
  "TERMS_OF_SERVICE": "Terms of Service",
  "THUMBNAIL_REQUIRED": "A thumbnail URL is required for a video.",
  "TWO_FACTOR_REQUIRED_FOR_ROLE": "Your role requires two-factor sign-in: it cannot be turned off.",
  "TWO_FACTOR_SETUP_NEEDED": "Your role requires two-factor sign-in. Set it up on your profile to continue.",
  "URL_INVALID": "Please enter a valid URL",
  "VERIFICATION_SENT": "Please check your email for verification link"
} as const

export const GUESTS_MIN = 1 as const

export const GUESTS_MAX = 20 as const

export const RESERVATION_TIMES = [
  "22:00",
  "22:30",
  "23:00",
  "23:30",
  "00:00"
] as const

export const NIGHT_OPENS = "18:00" as const

export const NIGHT_ENDS = "06:00" as const

export const ARRIVALS_OVER_MAX = 10 as const

export const OCCASIONS = [
  "birthday",
  "anniversary",
  "corporate",
  "other"
] as const

export const REQUESTS_MAX = 2000 as const

export const CONTACT_SUBJECTS = [
  "General Inquiry",
  "Private Event",
  "Feedback",
  "Other"
] as const

export const MENU_IMAGE_TYPES = [
  "outdoor",
  "club",
  "kitchen"
] as const

export const VIDEO_URL_MARKERS = [
  "mp4",
  "webm",
  "ogg"
] as const

export const RESERVATION_STATUSES_HOLDING_PLACES = [
  "pending",
  "confirmed"
] as const

export const SECTION_NAMES = [
  "hero",
  "events",
  "gallery",
  "bottle-service",
  "footer",
  "privacy",
  "terms",
  "seo"
] as const

export const LOGIN_PAGE_ERRORS = {
  "verification_link_invalid": "This verification link is invalid or has expired."
} as const

export const BUCKET_RULES = {
  "logos": {
    "kinds": "images",
    "limit": "2MB",
    "maxBytes": 2097152
  },
  "menu-images": {
    "kinds": "images",
    "limit": "10MB",
    "maxBytes": 10485760
  },
  "events-images": {
    "kinds": "media",
    "limit": "100MB",
    "maxBytes": 104857600
  },
  "gallery-media": {
    "kinds": "media",
    "limit": "100MB",
    "maxBytes": 104857600
  },
  "experience-images": {
    "kinds": "media",
    "limit": "100MB",
    "maxBytes": 104857600
  },
  "bottle-service-images": {
    "kinds": "media",
    "limit": "100MB",
    "maxBytes": 104857600
  },
  "hero-images": {
    "kinds": "media",
    "limit": "100MB",
    "maxBytes": 104857600
  },
  "social-icons": {
    "kinds": "media",
    "limit": "100MB",
    "maxBytes": 104857600
  },
  "floor-plans": {
    "kinds": "images",
    "limit": "10MB",
    "maxBytes": 10485760
  }
} as const

export const EXTERNAL_LINK_PREFIXES = [
  "http:",
  "https:",
  "mailto:",
  "tel:",
  "//"
] as const

export const PAGE_TITLE_SEPARATOR = " | " as const

export const EVENT_TIME_PATTERN = "^(1[0-2]|[1-9]):[0-5][0-9] (AM|PM)$" as const

export const DEFAULT_NAV_LINKS = [
  {
    "text": "Events",
    "url": "#events",
    "isButton": false
  },
  {
    "text": "Menu",
    "url": "/menu",
    "isButton": false
  },
  {
    "text": "Gallery",
    "url": "#gallery",
    "isButton": false
  },
  {
    "text": "About",
    "url": "#about",
    "isButton": false
  },
  {
    "text": "Contact",
    "url": "#contact",
    "isButton": false
  },
  {
    "text": "Bottle Service",
    "url": "#bottle-service",
    "isButton": true
  }
] as const

export const DEFAULT_TOP_NAV = [
  {
    "text": "Events",
    "url": "#events",
    "isButton": false,
    "mobile_text": "Events"
  },
  {
    "text": "Menu",
    "url": "/menu",
    "isButton": false,
    "mobile_text": "Menu"
  },
  {
    "text": "Gallery",
    "url": "#gallery",
    "isButton": false,
    "mobile_text": "Gallery"
  },
  {
    "text": "About",
    "url": "#about",
    "isButton": false,
    "mobile_text": "About"
  },
  {
    "text": "Contact",
    "url": "#contact",
    "isButton": false,
    "mobile_text": "Contact"
  },
  {
    "text": "Bottle Service",
    "url": "#bottle-service",
    "isButton": true,
    "mobile_text": "Bottle Service"
  }
] as const

export const HERO_BUTTON_DEFAULTS = {
  "primary": {
    "text": "Reserve Now",
    "link": "#bottle-service"
  },
  "secondary": {
    "text": "View Events",
    "link": "#events"
  }
} as const

export const ROLES = [
  "owner",
  "manager",
  "host"
] as const

export const OPERATION_ROLES = {
  "admin_read_contact": [
    "manager",
    "owner"
  ],
  "admin_read_events": [
    "manager",
    "owner"
  ],
  "admin_read_gallery_items": [
    "manager",
    "owner"
  ],
  "admin_read_menu_images": [
    "manager",
    "owner"
  ],
  "admin_read_navigation": [
    "manager",
    "owner"
  ],
  "admin_read_packages": [
    "manager",
    "owner"
  ],
  "admin_read_sections": [
    "manager",
    "owner"
  ],
  "approve_user": [
    "owner"
  ],
  "assign_tables": [
    "host",
    "manager",
    "owner"
  ],
  "cancel_reservation": [
    "host",
    "manager",
    "owner"
  ],
  "create_area": [
    "manager",
    "owner"
  ],
  "create_event": [
    "manager",
    "owner"
  ],
  "create_event_draft": [
    "manager",
    "owner"
  ],
  "create_floor_plan": [
    "manager",
    "owner"
  ],
  "create_gallery_item": [
    "manager",
    "owner"
  ],
  "create_menu_image": [
    "manager",
    "owner"
  ],
  "create_package": [
    "manager",
    "owner"
  ],
  "create_package_draft": [
    "manager",
    "owner"
  ],
  "create_staff_reservation": [
    "manager",
    "owner"
  ],
  "create_table": [
    "manager",
    "owner"
  ],
  "decide_contact_submission": [
    "host",
    "manager",
    "owner"
  ],
  "decide_reservation": [
    "host",
    "manager",
    "owner"
  ],
  "delete_area": [
    "manager",
    "owner"
  ],
  "delete_blackout_date": [
    "manager",
    "owner"
  ],
  "delete_event": [
    "manager",
    "owner"
  ],
  "delete_file": [
    "manager",
    "owner"
  ],
  "delete_floor_plan": [
    "manager",
    "owner"
  ],
  "delete_gallery_item": [
    "manager",
    "owner"
  ],
  "delete_menu_image": [
    "manager",
    "owner"
  ],
  "delete_package": [
    "manager",
    "owner"
  ],
  "delete_reservation": [
    "manager",
    "owner"
  ],
  "delete_table": [
    "manager",
    "owner"
  ],
  "discard_draft": [
    "manager",
    "owner"
  ],
  "edit_reservation": [
    "manager",
    "owner"
  ],
  "erase_guest": [
    "manager",
    "owner"
  ],
  "export_contact_submissions": [
    "manager",
    "owner"
  ],
  "export_guest": [
    "manager",
    "owner"
  ],
  "export_guests": [
    "manager",
    "owner"
  ],
  "export_reservations": [
    "manager",
    "owner"
  ],
  "merge_guests": [
    "manager",
    "owner"
  ],
  "note_reservation": [
    "host",
    "manager",
    "owner"
  ],
  "preview_site": [
    "manager",
    "owner"
  ],
  "publish_draft": [
    "manager",
    "owner"
  ],
  "read_audit_log": [
    "owner"
  ],
  "read_blackout_dates": [
    "manager",
    "owner"
  ],
  "read_club_settings": [
    "manager",
    "owner"
  ],
  "read_contact_submissions": [
    "host",
    "manager",
    "owner"
  ],
  "read_dashboard": [
    "host",
    "manager",
    "owner"
  ],
  "read_door_night": [
    "host",
    "manager",
    "owner"
  ],
  "read_drafts": [
    "manager",
    "owner"
  ],
  "read_floor": [
    "host",
    "manager",
    "owner"
  ],
  "read_floor_night": [
    "host",
    "manager",
    "owner"
  ],
  "read_guest": [
    "host",
    "manager",
    "owner"
  ],
  "read_guests": [
    "host",
    "manager",
    "owner"
  ],
  "read_history": [
    "manager",
    "owner"
  ],
  "read_media_info": [
    "manager",
    "owner"
  ],
  "read_reservation_settings": [
    "manager",
    "owner"
  ],
  "read_reservations": [
    "host",
    "manager",
    "owner"
  ],
  "read_security_settings": [
    "owner"
  ],
  "read_service_health": [
    "owner"
  ],
  "read_trash": [
    "manager",
    "owner"
  ],
  "read_users": [
    "owner"
  ],
  "record_arrival": [
    "host",
    "manager",
    "owner"
  ],
  "reset_user_two_factor": [
    "owner"
  ],
  "restore_revision": [
    "manager",
    "owner"
  ],
  "revoke_user": [
    "owner"
  ],
  "save_contact": [
    "manager",
    "owner"
  ],
  "save_event_draft": [
    "manager",
    "owner"
  ],
  "save_navigation": [
    "manager",
    "owner"
  ],
  "save_package_draft": [
    "manager",
    "owner"
  ],
  "save_section": [
    "manager",
    "owner"
  ],
  "save_section_draft": [
    "manager",
    "owner"
  ],
  "set_blackout_date": [
    "manager",
    "owner"
  ],
  "set_media_focus": [
    "manager",
    "owner"
  ],
  "set_table_night": [
    "manager",
    "owner"
  ],
  "set_user_role": [
    "owner"
  ],
  "split_guest": [
    "manager",
    "owner"
  ],
  "suggest_table": [
    "host",
    "manager",
    "owner"
  ],
  "undo_reservation_decision": [
    "host",
    "manager",
    "owner"
  ],
  "unmerge_guest": [
    "manager",
    "owner"
  ],
  "update_area": [
    "manager",
    "owner"
  ],
  "update_club_settings": [
    "owner"
  ],
  "update_event": [
    "manager",
    "owner"
  ],
  "update_floor_plan": [
    "manager",
    "owner"
  ],
  "update_gallery_item": [
    "manager",
    "owner"
  ],
  "update_guest": [
    "manager",
    "owner"
  ],
  "update_menu_image": [
    "manager",
    "owner"
  ],
  "update_package": [
    "manager",
    "owner"
  ],
  "update_reservation_settings": [
    "manager",
    "owner"
  ],
  "update_security_settings": [
    "owner"
  ],
  "update_table": [
    "manager",
    "owner"
  ],
  "upload_file": [
    "manager",
    "owner"
  ]
} as const

export const IMAGE_EXTENSIONS = [
  "jpg",
  "jpeg",
  "png",
  "gif",
  "webp"
] as const

export const VIDEO_EXTENSIONS = [
  "mp4",
  "m4v",
  "webm",
  "ogg",
  "ogv"
] as const

export const IMAGE_TYPES = [
  "image/jpeg",
  "image/png",
  "image/gif",
  "image/webp"
] as const

export const VIDEO_TYPES = [
  "video/mp4",
  "video/webm",
  "video/ogg"
] as const
