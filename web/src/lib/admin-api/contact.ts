import type { ContactSectionPublic } from '@/lib/api/types'
import { CONTACT_DEFAULT_HOURS_DAY, CONTACT_DEFAULT_HOURS_TIME } from '@/messages'

import { CONTENT_QUERY_KEY } from './content-query-keys'
import { singleResource } from './single-resource'

const contact = singleResource('/api/admin/contact', [...CONTENT_QUERY_KEY, 'contact'])

export const useContact = contact.useItem
export const useSaveContact = contact.useSave

// The hours visitors see: the saved ones, or Thursday - Saturday, 10:00 PM - 3:00 AM when nothing is saved.
export function contactHours(
  contact: ContactSectionPublic | null,
): { day: string; time: string }[] {
  return contact
    ? contact.hours
    : [{ day: CONTACT_DEFAULT_HOURS_DAY, time: CONTACT_DEFAULT_HOURS_TIME }]
}
