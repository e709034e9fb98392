// Every admin query sits under this key, so leaving the admin area (or signing out) drops them all
// and the next account never sees the previous one's data.
export const ADMIN_QUERY_KEY = ['admin'] as const
