import { useQuery } from '@tanstack/react-query'

import { answer, api } from '@/lib/api-client'
import type { ContactSectionPublic } from '@/lib/api/types'

import { publicKeys, publicSectionQuery } from './public-queries'

// The contact section fails silently and keeps its defaults.
export function getContact(signal?: AbortSignal): Promise<ContactSectionPublic | null> {
  return answer(api.GET('/api/contact', { signal }))
}

export function getContactQueryOptions() {
  return publicSectionQuery(publicKeys.contact, getContact, (site) => site.contact)
}

export function useContact() {
  return useQuery(getContactQueryOptions())
}
