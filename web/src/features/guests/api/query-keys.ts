import { ADMIN_QUERY_KEY } from '@/lib/admin-api/query-keys'

// The list's pages and every profile sit under one key, so a write re-reads both.
export const GUESTS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'guests'] as const
export const GUEST_QUERY_KEY = [...GUESTS_QUERY_KEY, 'profile'] as const
