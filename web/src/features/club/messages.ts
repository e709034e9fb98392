// The texts only this feature's screens show; those other features or shared code show too are in
// @/messages-admin.

// Admin area: users
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
export const CLUB_TIME_ZONE = 'Time zone'
export const CLUB_TIME_ZONE_HINT = "Nights, guests' mails and calendars use this zone."
export const clubTimeZoneHint = (now: string | null) =>
  now ? `${CLUB_TIME_ZONE_HINT} Now ${now}.` : CLUB_TIME_ZONE_HINT
export const STAFF_NOTIFICATION_EMAILS = 'Staff notification emails'
export const STAFF_NOTIFICATION_EMAILS_HINT =
  'One address per line. Told of each new message and reservation request, with one-click Confirm and Decline links.'
export const NO_NOTIFICATION_EMAILS = 'no address'
export const setByEnvironment = (variable: string, value: string) =>
  `Set by the server's environment (${variable}): ${value} is in force.`
export const SAVE_CLUB_SETTINGS = 'Save club settings'
export const CLUB_SETTINGS_SAVED = 'Club settings saved'
export const FAILED_TO_LOAD_CLUB_SETTINGS = 'Failed to load club settings'
export const FAILED_TO_SAVE_CLUB_SETTINGS = 'Failed to save club settings'
