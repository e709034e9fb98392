import { Armchair, DoorOpen, Lock, Phone, UserCheck, UserX, type LucideIcon } from 'lucide-react'

import type { ReservationStaffPublic } from '@/lib/api/types'
import {
  BOOKING_BADGE_PHONE,
  BOOKING_BADGE_WALK_IN,
  BOOKING_DECLINE_REASON,
  BOOKING_NO_SHOW,
  BOOKING_STAFF_NOTE,
  BOOKING_STAFF_ONLY,
  bookingArrived,
  bookingBadgeLabel,
  bookingTable,
} from '../messages'

// What staff see on a booking and the guest never does: how it came in, the table, the internal
// notes, the reason a decline gave and, at the door, who has come in.

const SOURCES: Record<
  Exclude<ReservationStaffPublic['source'], 'web'>,
  { label: string; icon: LucideIcon }
> = {
  phone: { label: BOOKING_BADGE_PHONE, icon: Phone },
  walk_in: { label: BOOKING_BADGE_WALK_IN, icon: DoorOpen },
}

const CHIP =
  'w-fit items-center gap-1 rounded-md border px-1.5 py-0.5 text-xs font-medium whitespace-nowrap'

// A booking staff took by phone or at the door; a request from the website has none.
export function SourceBadge({ source }: { source: ReservationStaffPublic['source'] }) {
  if (source === 'web') return null
  const { label, icon: Icon } = SOURCES[source]
  return (
    <span
      title={bookingBadgeLabel(label)}
      className={`${CHIP} inline-flex border-line bg-ink/5 text-ink-muted`}
    >
      <Icon aria-hidden="true" className="size-3" />
      {label}
    </span>
  )
}

export function TableChip({ label }: { label: string | null }) {
  if (!label) return null
  return (
    <span className={`${CHIP} mt-1 flex border-accent/40 bg-accent/10 text-accent`}>
      <Armchair aria-hidden="true" className="size-3" />
      {bookingTable(label)}
    </span>
  )
}

// The internal notes, set apart from the guest's own requests: a dashed frame and a lock.
export function StaffNote({ notes }: { notes: string | null }) {
  if (!notes) return null
  return (
    <div className="mt-2 rounded-lg border border-dashed border-accent/50 bg-accent/5 px-2.5 py-1.5 @4xl:min-w-[9rem]">
      <span className="inline-flex items-center gap-1 text-[0.68rem] font-semibold tracking-widest text-accent uppercase">
        <Lock aria-hidden="true" className="size-3" />
        {BOOKING_STAFF_NOTE}
        <span className="sr-only"> ({BOOKING_STAFF_ONLY})</span>
      </span>
      <p className="text-sm break-words whitespace-pre-line text-ink">{notes}</p>
    </div>
  )
}

// Under the status: why a booking was declined, or how its party fared at the door.
export function StatusDetails({ reservation }: { reservation: ReservationStaffPublic }) {
  const { status, decline_reason: reason, arrived, guests, no_show: noShow } = reservation
  if (status === 'rejected' && reason) {
    return (
      <p className="mt-1.5 max-w-[16rem] text-xs break-words text-ink-muted">
        <span className="sr-only">{BOOKING_DECLINE_REASON}: </span>
        <q className="italic">{reason}</q>
      </p>
    )
  }
  if (status !== 'confirmed' || (!noShow && arrived === 0)) return null
  const Icon = noShow ? UserX : UserCheck
  return (
    <span
      className={`${CHIP} mt-1.5 inline-flex ${
        noShow
          ? 'border-red-600/40 text-red-800 dark:border-red-400/40 dark:text-red-300'
          : 'border-emerald-600/40 text-emerald-800 dark:border-emerald-400/40 dark:text-emerald-300'
      }`}
    >
      <Icon aria-hidden="true" className="size-3" />
      {noShow ? BOOKING_NO_SHOW : bookingArrived(arrived, guests)}
    </span>
  )
}
