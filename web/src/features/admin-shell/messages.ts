// The texts only this feature's screens show; those other features or shared code show too are in
// @/messages-admin.
import { SERVER_TEXTS } from '@/lib/api/rules'

// Names the admin screens give to parts of the public site
export const PAGE_TITLE_ADMIN = SERVER_TEXTS.PAGE_TITLE_ADMIN

// Admin login
export const SIGN_OUT = 'Sign Out'

// Admin area: side navigation
export const adminTitle = (clubName?: string) => (clubName ? `${clubName} Admin` : 'Admin')
export const ADMIN_NAV_LABEL = 'Admin sections'
export const ADMIN_NAV_TOGGLE = 'Toggle admin menu'
// The side navigation's groups: the night's work, the public site's content, the club's own setup.
export const ADMIN_NAV_GROUP_TONIGHT = 'Tonight'
export const ADMIN_NAV_GROUP_SITE = 'Site'
export const ADMIN_NAV_GROUP_CLUB = 'Club'
export const ADMIN_SECTION_PENDING = 'This manager is being prepared.'
export const ROLE_FORBIDDEN = SERVER_TEXTS.ROLE_FORBIDDEN

// Profile (/admin/profile): every account's own password, sign-in address and two-factor sign-in
// A role the owners require it for, on an account without it: every admin screen but the profile
// is closed (the server's words: TWO_FACTOR_SETUP_NEEDED in messages.py).
export const TWO_FACTOR_SETUP_TITLE = 'Set up two-factor sign-in'
export const TWO_FACTOR_SETUP_NEEDED = SERVER_TEXTS.TWO_FACTOR_SETUP_NEEDED
