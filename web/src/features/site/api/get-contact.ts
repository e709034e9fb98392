import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api-client'
import type { ContactSectionPublic } from '@/lib/api/types'

import { PUBLIC_RETRIES, sectionRetryDelay } from './public-retry'
import { inlined, publicKeys } from './public-queries'

// The contact section fails silently and keeps its defaults.
export function getContact(signal?: AbortSignal): Promise<ContactSectionPublic | null> {
  return api.get<ContactSectionPublic | null>('/api/contact', { signal })
}

export function getContactQueryOptions() {
  return queryOptions({
    queryKey: publicKeys.contact,
    queryFn: ({ signal }) => getContact(signal),
    initialData: inlined((site) => site.contact),
    staleTime: 60_000,
    retry: PUBLIC_RETRIES,
    retryDelay: sectionRetryDelay,
  })
}

export function useContact() {
  return useQuery(getContactQueryOptions())
}
