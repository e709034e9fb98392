import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import type { ContactSectionPublic, ContactSectionUpdate } from '@/lib/api/types'
import { useAdminApi } from '@/lib/auth'
import type { AuthStore } from '@/lib/auth-store'

import { shouldRetryAdminQuery } from '../utils/retry'
import { CONTENT_QUERY_KEY } from './query-keys'

export const CONTACT_QUERY_KEY = [...CONTENT_QUERY_KEY, 'contact'] as const

// null before the first save.
export function getContact(client: AuthStore['api'], signal?: AbortSignal) {
  return client.get<ContactSectionPublic | null>('/api/admin/contact', { signal })
}

export function useContact() {
  const client = useAdminApi()
  return useQuery(
    queryOptions({
      queryKey: CONTACT_QUERY_KEY,
      queryFn: ({ signal }) => getContact(client, signal),
      retry: shouldRetryAdminQuery,
    }),
  )
}

export function useSaveContact() {
  const client = useAdminApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ContactSectionUpdate) => client.put<ContactSectionPublic>('/api/admin/contact', input),
    onSuccess: (saved) => {
      queryClient.setQueryData(CONTACT_QUERY_KEY, saved)
    },
  })
}
