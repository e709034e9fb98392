// Generated from the server's rules by `make api-types` (nocturne shared-rules).
// Do not edit: change the rule on the server and regenerate.

export const GUESTS_MIN = 1 as const

export const GUESTS_MAX = 20 as const

export const RESERVATION_TIMES = [
  "22:00",
  "22:30",
  "23:00",
  "23:30",
  "00:00"
] as const

export const OCCASIONS = [
  "birthday",
  "anniversary",
  "corporate",
  "other"
] as const

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
  "terms"
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
  }
} as const

export const EXTERNAL_LINK_PREFIXES = [
  "http:",
  "https:",
  "mailto:",
  "tel:",
  "//"
] as const

export const DEFAULT_NAV_LINKS = [
  {
    "text": "Events",
    "url": "#events",
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
