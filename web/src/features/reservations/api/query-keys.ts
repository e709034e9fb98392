import { ADMIN_QUERY_KEY } from '@/lib/admin-api/query-keys'

// Each list's key is its prefix plus the filter, so one invalidation (a live change, a decision)
// re-reads every filtered view of that table.
export const DASHBOARD_QUERY_KEY = [...ADMIN_QUERY_KEY, 'dashboard'] as const
export const CONTACT_SUBMISSIONS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'contact-submissions'] as const
export const RESERVATIONS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'reservations'] as const
