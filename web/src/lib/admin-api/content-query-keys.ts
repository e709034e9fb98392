import { ADMIN_QUERY_KEY } from './query-keys'

// The content managers' queries, under the admin key so signing out drops them.
export const CONTENT_QUERY_KEY = [...ADMIN_QUERY_KEY, 'content'] as const
