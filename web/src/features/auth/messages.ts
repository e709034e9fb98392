// The texts only this feature's screens show; those other features or shared code show too are in
// @/messages-admin.
import { SERVER_TEXTS } from '@/lib/api/rules'

// Admin login
export const SIGNUP_TITLE = 'Create Admin Account'
export const SIGN_IN = 'Sign In'
export const SIGN_UP = 'Sign Up'
export const SWITCH_TO_SIGN_UP = "Don't have an account? Sign Up"
export const SWITCH_TO_SIGN_IN = 'Already have an account? Sign In'
export const CHECK_EMAIL_FOR_VERIFICATION = SERVER_TEXTS.VERIFICATION_SENT
export const AN_ERROR_OCCURRED = 'An error occurred'
export const AUTH_UNREACHABLE =
  'Unable to connect to authentication service. Please check your internet connection and try again.'
export const EMAIL_CONFIRMED_AWAITING_APPROVAL =
  'Your email address is confirmed. Your account is now waiting for approval: you can sign in once an administrator approves it.'
export const PASSWORD_LABEL = 'Password'
export const CONFIRM_PASSWORD_LABEL = 'Confirm Password'

// Forgot password: the sign-in page's reset view and /admin/reset-password#<token> (texts of ours;
// the product's rules give none). The server's answers are shown in its own words.
export const FORGOT_PASSWORD = 'Forgot password?'
export const RESET_PASSWORD_HINT =
  'Enter the email address of your account and we will mail you a link to set a new password.'
export const SEND_RESET_LINK = 'Send Reset Link'
export const BACK_TO_SIGN_IN = 'Back to Sign In'
export const NEW_PASSWORD_TITLE = 'Set a New Password'
export const SET_PASSWORD = 'Set Password'
// The server's words for a link that cannot set a password (RESET_LINK_INVALID in messages.py),
// also said when the address carries no token at all.
export const RESET_LINK_INVALID = SERVER_TEXTS.RESET_LINK_INVALID
export const ASK_FOR_NEW_LINK = 'Ask for a new link'

// Two-factor sign-in: the sign-in page's second step (the server's words come with its answer).
export const VERIFY = 'Verify'
