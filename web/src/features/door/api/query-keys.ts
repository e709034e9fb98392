import { ADMIN_QUERY_KEY } from '@/lib/admin-api/query-keys'

// Every night's door list sits under this key (each under its own { date }), so one live change
// re-reads whichever night is on screen.
export const DOOR_QUERY_KEY = [...ADMIN_QUERY_KEY, 'door'] as const
// The check-ins on their way to the server; the list shows them until the server has answered.
export const ARRIVAL_MUTATION_KEY = [...DOOR_QUERY_KEY, 'arrival'] as const
