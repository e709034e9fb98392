import { paths } from '@/config/paths'

import {
  reservationSearch,
  submissionSearch,
  type ReservationFilter,
  type SubmissionFilter,
} from './filters'

// Addresses of the filtered tables, for the dashboard's cards, chart and activity.
export function contactSubmissionsHref(filter: SubmissionFilter = { status: null }): string {
  const search = submissionSearch(filter).toString()
  return `${paths.admin.contactSubmissions.getHref()}${search ? `?${search}` : ''}`
}

export function reservationsHref(filter: ReservationFilter): string {
  return `${paths.admin.reservations.getHref()}?${reservationSearch(filter).toString()}`
}
