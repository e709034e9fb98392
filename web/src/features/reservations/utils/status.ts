import type { ContactSubmissionPublic, ReservationPublic } from '@/lib/api/types'
import {
  STATUS_COMPLETED,
  STATUS_CONFIRMED,
  STATUS_CANCELLED,
  STATUS_EXPIRED,
  STATUS_PENDING,
  STATUS_REJECTED,
} from '../messages'

export type SubmissionStatus = ContactSubmissionPublic['status']
export type ReservationStatus = ReservationPublic['status']
export type AnyStatus = SubmissionStatus | ReservationStatus
export type BadgeTone = 'green' | 'red' | 'yellow' | 'gray'

export const SUBMISSION_STATUSES: readonly SubmissionStatus[] = ['pending', 'completed', 'rejected']
export const RESERVATION_STATUSES: readonly ReservationStatus[] = [
  'pending',
  'confirmed',
  'rejected',
  'expired',
  'cancelled',
]

export const STATUS_LABELS: Record<AnyStatus, string> = {
  pending: STATUS_PENDING,
  completed: STATUS_COMPLETED,
  confirmed: STATUS_CONFIRMED,
  rejected: STATUS_REJECTED,
  expired: STATUS_EXPIRED,
  cancelled: STATUS_CANCELLED,
}

// Completed green, rejected red, expired (its night passed undecided) and cancelled (by the guest)
// grey, otherwise yellow. A confirmed reservation is the reservation's 'completed'.
export function badgeTone(status: string): BadgeTone {
  if (status === 'completed' || status === 'confirmed') return 'green'
  if (status === 'rejected') return 'red'
  if (status === 'expired' || status === 'cancelled') return 'gray'
  return 'yellow'
}

export function isSubmissionStatus(value: unknown): value is SubmissionStatus {
  return SUBMISSION_STATUSES.some((status) => status === value)
}

export function isReservationStatus(value: unknown): value is ReservationStatus {
  return RESERVATION_STATUSES.some((status) => status === value)
}
