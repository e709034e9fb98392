import type { SubmitEvent } from 'react'

// The value of the submit button that keeps a form's changes as a draft.
export const DRAFT_INTENT = 'draft'

// Whether a form was sent with its "Save as Draft" button rather than its save button.
export function wantsDraft(event: SubmitEvent<HTMLFormElement>): boolean {
  const submitter = event.nativeEvent.submitter
  return submitter?.getAttribute('value') === DRAFT_INTENT
}
