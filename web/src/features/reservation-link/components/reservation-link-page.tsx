import { RefreshCw } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import { useLocation } from 'react-router'

import { Notice } from '@/components/notice'
import { Spinner } from '@/components/spinner'
import {
  StandaloneDetails,
  StandaloneLink,
  StandalonePage,
  StandaloneTitle as Title,
} from '@/components/standalone-page'
import { paths } from '@/config/paths'
import type { components } from '@/lib/api/schema'
import { readToken } from '@/lib/link-token'
import { formatTimeSlot } from '@/lib/time-slot'
import { TRY_AGAIN } from '@/messages'
import { guestBlocked, guestVisits, plural } from '@/messages-admin'
import { BLOCKED_TAG, isBlocked } from '@/lib/guests'
import {
  LINK_ACT_FAILED,
  LINK_CONFIRM,
  LINK_CONFIRM_EXPLAINED,
  LINK_CONFIRM_QUESTION,
  LINK_DECLINE,
  LINK_DECLINE_EXPLAINED,
  LINK_DECLINE_QUESTION,
  LINK_FIELDS,
  LINK_LOAD_FAILED,
  LINK_MISSING,
  LINK_OPEN_ADMIN,
  LINK_PAGE_TITLE,
  LINK_REASON,
  LINK_REASON_HINT,
  LINK_USED,
  linkAlreadyDecided,
  linkDone,
  linkExpires,
} from '../messages'

import { isFinal, linkFailure, useLinkAction, useLinkPreview } from '../api/reservation-link'
import { formatMoment, formatNight } from '../utils/format'
import { telHref } from '@/lib/links'
import { FOCUS_RING } from '@/components/ui/focus-ring'

type Reservation = components['schemas']['ReservationPublic']
type LinkAction = components['schemas']['LinkPreview']['action']

// The server's limit for the reason (LinkAct.reason).
const REASON_MAX_LENGTH = 500

const PRIMARY_BUTTON = `w-full rounded-full px-6 py-3.5 text-sm font-semibold tracking-[0.2em] uppercase transition disabled:cursor-not-allowed disabled:opacity-60 ${FOCUS_RING}`

// /reservation-link#<token>: the page the Confirm and Decline links in the staff's mail open.
// No sign-in (the mail may be read on a phone that never signed in): it shows the request, then
// acts once the staff member says so, and the guest is emailed the decision.
export function ReservationLinkPage({ clubName }: { clubName?: string }) {
  const token = readToken(useLocation().hash)
  return (
    <StandalonePage
      clubName={clubName}
      size="wide"
      footer={
        <StandaloneLink to={paths.admin.reservations.getHref()}>{LINK_OPEN_ADMIN}</StandaloneLink>
      }
    >
      {token === null ? (
        <>
          <Title>{LINK_PAGE_TITLE}</Title>
          <Notice tone="error">{LINK_MISSING}</Notice>
        </>
      ) : (
        <LinkRequest key={token} token={token} />
      )}
    </StandalonePage>
  )
}

function LinkRequest({ token }: { token: string }) {
  const preview = useLinkPreview(token)
  const act = useLinkAction()
  const [reason, setReason] = useState('')
  const reasonId = useId()

  if (preview.isPending) return <Spinner className="py-16" />
  if (preview.isError) {
    return (
      <>
        <Title>{LINK_PAGE_TITLE}</Title>
        <Notice tone="error">{linkFailure(preview.error, LINK_LOAD_FAILED)}</Notice>
        {isFinal(preview.error) ? null : (
          <button
            type="button"
            disabled={preview.isFetching}
            onClick={() => {
              void preview.refetch()
            }}
            className={`mt-6 inline-flex items-center justify-center gap-2 ${PRIMARY_BUTTON} border border-line text-ink hover:border-accent hover:text-accent`}
          >
            <RefreshCw
              aria-hidden="true"
              className={`size-4 ${preview.isFetching ? 'animate-spin' : ''}`}
            />
            {TRY_AGAIN}
          </button>
        )}
      </>
    )
  }

  const { action, used, reservation, expires_at, guest } = preview.data
  const decided = act.data
  if (decided) {
    return (
      <>
        <Title>{LINK_PAGE_TITLE}</Title>
        <Notice tone="success" focus>
          {linkDone(action, decided.name, decided.email !== null && decided.email !== '')}
        </Notice>
        <Details reservation={decided} />
      </>
    )
  }

  // Why this link cannot act (any more), if it cannot.
  let closed: string | null = null
  if (used) closed = LINK_USED
  else if (reservation.status !== 'pending') closed = linkAlreadyDecided(reservation.status)
  else if (act.isError && isFinal(act.error)) closed = linkFailure(act.error, LINK_ACT_FAILED)

  if (closed !== null) {
    return (
      <>
        <Title>{LINK_PAGE_TITLE}</Title>
        <Notice tone={act.isError ? 'error' : 'info'} focus={act.isError}>
          {closed}
        </Notice>
        <Details reservation={reservation} />
      </>
    )
  }

  const confirming = action === 'confirm'
  return (
    <>
      <Title>{confirming ? LINK_CONFIRM_QUESTION : LINK_DECLINE_QUESTION}</Title>
      {guest && isBlocked(guest) ? (
        <Notice tone="warning">{guestBlocked(guest.blocked_reason)}</Notice>
      ) : null}
      {guest ? (
        <p className="text-sm text-ink-muted">
          {[
            ...guest.tags.filter((tag) => tag !== BLOCKED_TAG),
            guestVisits(guest.visits, guest.no_shows),
          ].join(' · ')}
        </p>
      ) : null}
      <Details reservation={reservation} />
      <form
        className="mt-8 space-y-5"
        aria-busy={act.isPending}
        onSubmit={(event) => {
          event.preventDefault()
          act.mutate({ token, reason: confirming ? null : reason.trim() || null })
        }}
      >
        {confirming ? null : (
          <div>
            <label
              htmlFor={reasonId}
              className="block text-xs font-semibold tracking-[0.2em] text-ink-muted uppercase"
            >
              {LINK_REASON}
            </label>
            <textarea
              id={reasonId}
              name="reason"
              rows={3}
              maxLength={REASON_MAX_LENGTH}
              value={reason}
              aria-describedby={`${reasonId}-hint`}
              onChange={(event) => {
                setReason(event.target.value)
              }}
              className="mt-2 block w-full rounded-lg border border-line bg-canvas px-4 py-3 text-base text-ink shadow-inner transition-colors focus:border-accent focus:outline-2 focus:outline-offset-0 focus:outline-accent/40"
            />
            <p id={`${reasonId}-hint`} className="mt-1.5 text-xs text-ink-muted">
              {LINK_REASON_HINT}
            </p>
          </div>
        )}
        <p className="text-sm leading-relaxed text-ink-muted">
          {confirming ? LINK_CONFIRM_EXPLAINED : LINK_DECLINE_EXPLAINED}
        </p>
        {act.isError ? (
          <Notice tone="error">{linkFailure(act.error, LINK_ACT_FAILED)}</Notice>
        ) : null}
        <ActButton action={action} busy={act.isPending} />
        <p className="text-center text-xs text-ink-muted">
          {linkExpires(formatMoment(expires_at))}
        </p>
      </form>
    </>
  )
}

function ActButton({ action, busy }: { action: LinkAction; busy: boolean }) {
  const tone =
    action === 'confirm'
      ? 'bg-accent-solid text-on-accent shadow-[0_0_28px_-8px] shadow-gold-400/70 hover:bg-gold-300'
      : 'border border-red-700/60 text-red-800 hover:bg-red-600/10 dark:border-red-400/60 dark:text-red-200'
  return (
    <button type="submit" disabled={busy} className={`${PRIMARY_BUTTON} ${tone}`}>
      {action === 'confirm' ? LINK_CONFIRM : LINK_DECLINE}
    </button>
  )
}

const capitalise = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`

// The request as the guest sent it.
function Details({ reservation }: { reservation: Reservation }) {
  const rows: [string, ReactNode][] = [
    [LINK_FIELDS.name, reservation.name],
    [LINK_FIELDS.night, formatNight(reservation.date)],
    [LINK_FIELDS.time, formatTimeSlot(reservation.time)],
    [LINK_FIELDS.guests, plural(reservation.guests, 'guest')],
  ]
  if (reservation.package_name) rows.push([LINK_FIELDS.package, reservation.package_name])
  if (reservation.occasion) rows.push([LINK_FIELDS.occasion, capitalise(reservation.occasion)])
  if (reservation.phone) {
    rows.push([
      LINK_FIELDS.phone,
      <a
        key="phone"
        href={telHref(reservation.phone) ?? undefined}
        className={`rounded text-accent tabular-nums underline-offset-4 hover:underline ${FOCUS_RING}`}
      >
        {reservation.phone}
      </a>,
    ])
  }
  if (reservation.email) {
    rows.push([
      LINK_FIELDS.email,
      <a
        key="email"
        href={`mailto:${reservation.email}`}
        className={`rounded break-all text-accent underline-offset-4 hover:underline ${FOCUS_RING}`}
      >
        {reservation.email}
      </a>,
    ])
  }
  if (reservation.requests) rows.push([LINK_FIELDS.requests, reservation.requests])
  return (
    <div className="mt-6">
      <StandaloneDetails rows={rows} />
    </div>
  )
}
