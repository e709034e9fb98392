import { EMAIL_CHANGE_DONE, EMAIL_CHANGE_LINK_INVALID } from '../messages'

import { NO_OUTCOME, type Outcome } from '../hooks/use-outcome'

// The link mailed to a new sign-in address lands on the profile with ?email_change=done|invalid.
export const EMAIL_CHANGE_PARAM = 'email_change'

// What the flag says; any other value says nothing (a link cannot make the page say its own text).
export function emailChangeOutcome(flag: string | null): Outcome {
  if (flag === 'done') return { tone: 'success', message: EMAIL_CHANGE_DONE, fields: {} }
  if (flag === 'invalid') return { tone: 'error', message: EMAIL_CHANGE_LINK_INVALID, fields: {} }
  return NO_OUTCOME
}
