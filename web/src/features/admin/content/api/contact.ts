import { answer } from '@/lib/api-client'
import type { ContactSectionUpdate } from '@/lib/api/types'

import { CONTENT_QUERY_KEY } from './query-keys'
import { singleResource } from './single-resource'

export const CONTACT_QUERY_KEY = [...CONTENT_QUERY_KEY, 'contact'] as const

const contact = singleResource(
  CONTACT_QUERY_KEY,
  (client, signal) => answer(client.GET('/api/admin/contact', { signal })),
  (client, body: ContactSectionUpdate) => answer(client.PUT('/api/admin/contact', { body })),
)

export const useContact = contact.useItem
export const useSaveContact = contact.useSave
