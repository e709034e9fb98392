import { CalendarPlus, MapPin, Phone } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { useLocation } from 'react-router'

import { Notice } from '@/components/notice'
import { Spinner } from '@/components/spinner'
import {
  StandaloneDetails,
  StandaloneLink,
  StandalonePage,
  StandaloneTitle as Title,
} from '@/components/standalone-page'
import { FOCUS_RING } from '@/components/ui/focus-ring'
import { paths, anchors } from '@/config/paths'
import { GUESTS_MAX, GUESTS_MIN, RESERVATION_TIMES } from '@/lib/api/rules'
import { formatLocalDate } from '@/lib/format'
import { readToken } from '@/lib/link-token'
import { telHref } from '@/lib/links'
import { formatTimeSlot } from '@/lib/time-slot'
import { TRY_AGAIN } from '@/messages'

import {
  downloadCalendar,
  failure,
  fieldFailure,
  isFinal,
  useBooking,
  useCancelBooking,
  useChangeBooking,
  type BookingChange,
  type ManagedBooking,
} from '../api/booking'
import {
  BOOKING_ADD_TO_CALENDAR,
  BOOKING_ARRIVAL,
  BOOKING_BOOK_AGAIN,
  BOOKING_CANCEL,
  BOOKING_CANCEL_NO,
  BOOKING_CANCEL_SURE,
  BOOKING_CANCEL_TITLE,
  BOOKING_CANCEL_YES,
  BOOKING_CANCELLED,
  BOOKING_CHANGE_TITLE,
  BOOKING_CHANGED,
  BOOKING_DIRECTIONS,
  BOOKING_FAILED,
  BOOKING_FIELDS,
  BOOKING_LOAD_FAILED,
  BOOKING_MISSING,
  BOOKING_PARTY,
  BOOKING_SAVE,
  BOOKING_STATUS,
  BOOKING_TITLE,
  bookingCall,
} from '../messages'

const BUTTON = `inline-flex w-full items-center justify-center gap-2 rounded-full px-6 py-3.5 text-sm font-semibold tracking-[0.2em] uppercase transition disabled:cursor-not-allowed disabled:opacity-60 ${FOCUS_RING}`
const GOLD = `${BUTTON} bg-accent-solid text-on-accent shadow-[0_0_28px_-8px] shadow-gold-400/70 hover:bg-gold-300`
const QUIET = `${BUTTON} border border-line text-ink hover:border-accent hover:text-accent`
const DANGER = `${BUTTON} border border-red-700/60 text-red-800 hover:bg-red-600/10 dark:border-red-400/60 dark:text-red-200`
const SELECT = `mt-1.5 block w-full rounded-xl border border-line bg-canvas px-4 py-3 text-base text-ink ${FOCUS_RING}`
const inWords = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
})

// /booking#<token>: the guest's own page for a booking, from the link in every mail about it. No
// account, no password: the booking, the way to the club, the calendar, a change within the
// club's rules and the cancellation.
export function BookingPage({ clubName }: { clubName?: string }) {
  const token = readToken(useLocation().hash)
  return (
    <StandalonePage
      clubName={clubName}
      size="wide"
      footer={
        <StandaloneLink to={`${paths.home.getHref()}${anchors.bottleService}`}>
          {BOOKING_BOOK_AGAIN}
        </StandaloneLink>
      }
    >
      <Title>{BOOKING_TITLE}</Title>
      {token === null ? (
        <Notice tone="error">{BOOKING_MISSING}</Notice>
      ) : (
        <Booking key={token} token={token} />
      )}
    </StandalonePage>
  )
}

function Booking({ token }: { token: string }) {
  const booking = useBooking(token)
  if (booking.isPending) return <Spinner className="py-16" />
  if (booking.isError) {
    return (
      <>
        <Notice tone="error">{failure(booking.error, BOOKING_LOAD_FAILED)}</Notice>
        {isFinal(booking.error) ? null : (
          <button
            type="button"
            className={`mt-6 ${QUIET}`}
            onClick={() => {
              void booking.refetch()
            }}
          >
            {TRY_AGAIN}
          </button>
        )}
      </>
    )
  }
  const shown = booking.data
  return (
    <div className="space-y-8">
      <Status booking={shown} />
      {shown.status === 'cancelled' ? <Notice tone="info">{BOOKING_CANCELLED}</Notice> : null}
      <Details booking={shown} />
      <Reach booking={shown} token={token} />
      {shown.can_change ? (
        <>
          <ChangeForm booking={shown} token={token} />
          <CancelSection booking={shown} token={token} />
        </>
      ) : null}
    </div>
  )
}

function Status({ booking }: { booking: ManagedBooking }) {
  const tone =
    booking.status === 'confirmed'
      ? 'bg-emerald-600/15 text-emerald-900 dark:text-emerald-200'
      : booking.status === 'pending'
        ? 'bg-accent/15 text-ink'
        : 'bg-ink/10 text-ink-muted'
  return (
    <p className="text-center">
      <span className={`inline-block rounded-full px-4 py-1.5 text-sm font-semibold ${tone}`}>
        {BOOKING_STATUS[booking.status]}
      </span>
    </p>
  )
}

function Details({ booking }: { booking: ManagedBooking }) {
  const rows: [string, ReactNode][] = [
    [BOOKING_FIELDS.name, booking.name],
    [BOOKING_FIELDS.night, formatLocalDate(booking.date, inWords)],
    [BOOKING_FIELDS.time, formatTimeSlot(booking.time)],
    [BOOKING_FIELDS.guests, String(booking.guests)],
  ]
  if (booking.area_name) rows.push([BOOKING_FIELDS.area, booking.area_name])
  if (booking.package_name) rows.push([BOOKING_FIELDS.package, booking.package_name])
  return <StandaloneDetails rows={rows} />
}

function Reach({ booking, token }: { booking: ManagedBooking; token: string }) {
  const [calendarFailed, setCalendarFailed] = useState(false)
  const { club } = booking
  return (
    <div className="space-y-3">
      {club.address ? (
        <p className="flex items-start gap-2 text-sm text-ink">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
          <span>
            {club.address}
            {club.map_link ? (
              <>
                {' · '}
                <a
                  href={club.map_link}
                  target="_blank"
                  rel="noreferrer"
                  className={`rounded text-accent underline-offset-4 hover:underline ${FOCUS_RING}`}
                >
                  {BOOKING_DIRECTIONS}
                </a>
              </>
            ) : null}
          </span>
        </p>
      ) : null}
      {club.phone ? (
        <a
          href={telHref(club.phone) ?? undefined}
          className={`flex items-center gap-2 rounded text-sm text-accent underline-offset-4 hover:underline ${FOCUS_RING}`}
        >
          <Phone aria-hidden="true" className="size-4" />
          {bookingCall(club.phone)}
        </a>
      ) : null}
      {booking.status === 'pending' || booking.status === 'confirmed' ? (
        <button
          type="button"
          className={QUIET}
          onClick={() => {
            setCalendarFailed(false)
            downloadCalendar(token).catch(() => {
              setCalendarFailed(true)
            })
          }}
        >
          <CalendarPlus aria-hidden="true" className="size-4" />
          {BOOKING_ADD_TO_CALENDAR}
        </button>
      ) : null}
      {calendarFailed ? <Notice tone="error">{BOOKING_FAILED}</Notice> : null}
    </div>
  )
}

function ChangeForm({ booking, token }: { booking: ManagedBooking; token: string }) {
  const change = useChangeBooking(token)
  const [form, setForm] = useState<BookingChange>({
    guests: booking.guests,
    time: booking.time as BookingChange['time'],
  })
  const guestsError = fieldFailure(change.error, 'guests')
  const sizes = Array.from({ length: GUESTS_MAX - GUESTS_MIN + 1 }, (_, i) => GUESTS_MIN + i)
  return (
    <form
      aria-labelledby="booking-change"
      className="space-y-4 border-t border-line pt-6"
      onSubmit={(event) => {
        event.preventDefault()
        change.mutate(form)
      }}
    >
      <h2 id="booking-change" className="font-display text-2xl font-semibold text-ink">
        {BOOKING_CHANGE_TITLE}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <label className="block text-sm font-medium text-ink">
          {BOOKING_PARTY}
          <select
            className={SELECT}
            value={form.guests}
            aria-invalid={guestsError ? true : undefined}
            aria-describedby={guestsError ? 'booking-guests-error' : undefined}
            onChange={(event) => {
              setForm({ ...form, guests: Number(event.target.value) })
            }}
          >
            {sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-medium text-ink">
          {BOOKING_ARRIVAL}
          <select
            className={SELECT}
            value={form.time}
            onChange={(event) => {
              setForm({ ...form, time: event.target.value as BookingChange['time'] })
            }}
          >
            {RESERVATION_TIMES.map((time) => (
              <option key={time} value={time}>
                {formatTimeSlot(time)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {guestsError ? (
        <p id="booking-guests-error" className="text-sm text-red-700 dark:text-red-300">
          {guestsError}
        </p>
      ) : change.isError ? (
        <Notice tone="error">{failure(change.error, BOOKING_FAILED)}</Notice>
      ) : change.isSuccess ? (
        <Notice tone="success">{BOOKING_CHANGED}</Notice>
      ) : null}
      <button type="submit" className={GOLD} disabled={change.isPending}>
        {BOOKING_SAVE}
      </button>
    </form>
  )
}

function CancelSection({ booking, token }: { booking: ManagedBooking; token: string }) {
  const cancel = useCancelBooking(token)
  const [asking, setAsking] = useState(false)
  return (
    <section aria-labelledby="booking-cancel" className="space-y-4 border-t border-line pt-6">
      <h2 id="booking-cancel" className="font-display text-2xl font-semibold text-ink">
        {BOOKING_CANCEL_TITLE}
      </h2>
      <p className="text-sm leading-relaxed text-ink-muted">{booking.cancellation_policy}</p>
      {cancel.isError ? (
        <Notice tone="error">{failure(cancel.error, BOOKING_FAILED)}</Notice>
      ) : null}
      {asking ? (
        <div role="group" aria-label={BOOKING_CANCEL_SURE} className="space-y-3">
          <p className="text-sm font-semibold text-ink">{BOOKING_CANCEL_SURE}</p>
          <button
            type="button"
            className={DANGER}
            disabled={cancel.isPending}
            onClick={() => {
              cancel.mutate()
            }}
          >
            {BOOKING_CANCEL_YES}
          </button>
          <button
            type="button"
            className={QUIET}
            onClick={() => {
              setAsking(false)
            }}
          >
            {BOOKING_CANCEL_NO}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className={DANGER}
          onClick={() => {
            setAsking(true)
          }}
        >
          {BOOKING_CANCEL}
        </button>
      )}
    </section>
  )
}
