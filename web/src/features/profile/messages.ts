// The texts only this feature's screens show; those other features or shared code show too are in
// @/messages-admin.
import { SERVER_TEXTS } from '@/lib/api/rules'

// Profile (/admin/profile): every account's own password, sign-in address and two-factor sign-in
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
export const TWO_FACTOR_SET_UP_HERE =
  'Your role requires two-factor sign-in. Set it up here to continue using the admin area.'
