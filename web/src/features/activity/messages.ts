// The texts only this feature's screens show; those other features or shared code show too are in
// @/messages-admin.
import { plural } from '@/messages-admin'

// Activity (/admin/activity): the owners' record of who changed what in the admin area
export const ACTIVITY_INTRO =
  'Every change made in the admin area and through the mailed reservation links: when, by whom, to what, and from which address.'
export const activityKept = (days: number) => `Entries are kept for ${plural(days, 'day')}.`
export const ACTIVITY_EMPTY = 'Nothing recorded yet.'
export const ACTIVITY_NO_MATCH = 'Nothing recorded matches these filters.'
export const ACTIVITY_LOAD_OLDER = 'Load older'
export const ACTIVITY_LOADING_OLDER = 'Loading...'
export const ACTIVITY_NO_OLDER = 'That is everything kept.'
export const FAILED_TO_LOAD_ACTIVITY = 'Failed to load the activity'
export const FAILED_TO_LOAD_OLDER_ACTIVITY = 'Failed to load older entries'
export const ACTIVITY_FILTER_ENTITY = 'What changed'
export const ACTIVITY_ALL_ENTITIES = 'Everything'
export const ACTIVITY_SEARCH_WHO = 'Who'
export const ACTIVITY_SEARCH_WHO_PLACEHOLDER = 'Email address'
export const ACTIVITY_CLEAR_WHO = 'Clear who'
export const ACTIVITY_COLUMNS = {
  when: 'When',
  who: 'Who',
  what: 'What',
  details: 'Details',
  address: 'Address',
} as const
export const ACTIVITY_ACTIONS = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  confirm: 'Confirmed',
  decline: 'Declined',
  reopen: 'Reopened',
  check_in: 'Checked in',
  no_show: 'No-show for',
  restore: 'Restored',
  publish: 'Published',
} as const
// A file is uploaded rather than created.
export const ACTIVITY_UPLOADED = 'Uploaded'
