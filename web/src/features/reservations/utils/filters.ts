import {
  isReservationStatus,
  isSubmissionStatus,
  type ReservationStatus,
  type SubmissionStatus,
} from './status'

// The tables' filters live in the address (?status=pending&date=2025-03-07&q=leo), so the dashboard
// can link to a filtered table and a reload keeps what staff were looking at.

export const ALL = 'all'

export type SubmissionFilter = { status: SubmissionStatus | null }
// `q`, when there is one, is a part of the guest's name, email or phone the server looks for;
// `area` and `table` are ids of the club's floor.
export type ReservationFilter = {
  status: ReservationStatus | null
  date: string | null
  q?: string
  area?: string
  table?: string
}

// The door works from what still needs an answer.
export const DEFAULT_RESERVATION_STATUS: ReservationStatus = 'pending'

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function readSubmissionFilter(params: URLSearchParams): SubmissionFilter {
  const status = params.get('status')
  return { status: isSubmissionStatus(status) ? status : null }
}

export function readReservationFilter(params: URLSearchParams): ReservationFilter {
  const status = params.get('status')
  const date = params.get('date')
  const q = params.get('q')?.trim()
  const area = params.get('area')
  const table = params.get('table')
  return {
    status:
      status === null ? DEFAULT_RESERVATION_STATUS : isReservationStatus(status) ? status : null,
    date: date !== null && ISO_DATE.test(date) ? date : null,
    ...(q ? { q } : {}),
    ...(area && UUID.test(area) ? { area } : {}),
    ...(table && UUID.test(table) ? { table } : {}),
  }
}

// The address's search part for a reservation filter; 'all' is said out loud, since no status at
// all means the default (pending).
export function reservationSearch(filter: ReservationFilter): URLSearchParams {
  const params = new URLSearchParams()
  params.set('status', filter.status ?? ALL)
  if (filter.date) params.set('date', filter.date)
  if (filter.q) params.set('q', filter.q)
  if (filter.area) params.set('area', filter.area)
  if (filter.table) params.set('table', filter.table)
  return params
}

export function submissionSearch(filter: SubmissionFilter): URLSearchParams {
  const params = new URLSearchParams()
  if (filter.status) params.set('status', filter.status)
  return params
}

// The API's query string for a filter: only what narrows the list ('' for everything).
export function buildQuery(filter: Partial<ReservationFilter> | SubmissionFilter): string {
  const query = new URLSearchParams(listQuery(filter)).toString()
  return query ? `?${query}` : ''
}

// The API's query parameters for a filter: only what narrows the list (none for everything).
export function listQuery<F extends Partial<ReservationFilter> | SubmissionFilter>(
  filter: F,
): { [K in keyof F]?: NonNullable<F[K]> } {
  const query: Record<string, string> = {}
  for (const [name, value] of Object.entries(filter)) {
    if (typeof value === 'string' && value !== '') query[name] = value
  }
  return query as { [K in keyof F]?: NonNullable<F[K]> }
}
