// The texts only this feature's screens show; those other features or shared code show too are in
// @/messages-admin.

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
// On the Users screen, where the owners once found the card.
export const TWO_FACTOR_ON_CLUB_SCREEN =
  'The roles that must sign in with a second factor are chosen on the Club screen.'
