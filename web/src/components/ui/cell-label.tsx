import type { ComponentProps, ReactNode } from 'react'

import { COLUMN_NAME } from '@/messages-admin'

import { EmailLink } from './email-link'
import { FOCUS_RING, TD_WIDE } from './table'
import { telHref } from '@/lib/links'

// A cell's column name, shown on the small-screen cards only (the column header says it to
// assistive technology).
export function CellLabel({ children }: { children: string }) {
  return (
    <span
      aria-hidden="true"
      className="mb-1 block text-[0.68rem] font-semibold tracking-widest text-ink-muted uppercase @4xl:hidden"
    >
      {children}
    </span>
  )
}

// A data cell, its column named on the small-screen cards.
export function Cell({ label, children, ...cell }: ComponentProps<'td'> & { label: string }) {
  return (
    <td {...cell}>
      <CellLabel>{label}</CellLabel>
      {children}
    </td>
  )
}

type GuestCellProps = {
  name: string
  // A booking staff took by phone may have no address.
  email: string | null
  phone?: string | null
  // Shown beside the name (how a booking came in).
  badge?: ReactNode
  // Shown under the contact: what the guest's profile says.
  profile?: ReactNode
}

// The row's header cell: who wrote or booked, and their address for a reply.
// The guest, with the address one click from a reply and, for a booking, the phone one tap
// from a call.
export function GuestCell({ name, email, phone, badge, profile }: GuestCellProps) {
  return (
    <th scope="row" className={`${TD_WIDE} text-left font-normal @4xl:min-w-[8rem]`}>
      <CellLabel>{COLUMN_NAME}</CellLabel>
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="min-w-0 font-semibold text-ink wrap-anywhere">{name}</span>
        {badge}
      </span>
      {email ? <EmailLink email={email} /> : null}
      {phone ? (
        <a
          href={telHref(phone) ?? undefined}
          className={`mt-0.5 block w-fit rounded text-sm text-accent tabular-nums underline-offset-4 hover:underline ${FOCUS_RING}`}
        >
          {phone}
        </a>
      ) : null}
      {profile ? <div className="mt-1.5">{profile}</div> : null}
    </th>
  )
}
