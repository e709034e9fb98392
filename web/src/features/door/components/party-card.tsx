import { Check, Lock, Minus, Phone, Plus, UserX } from 'lucide-react'
import { useId } from 'react'

import { ARRIVALS_OVER_MAX } from '@/lib/api/rules'
import { formatTimeSlot } from '@/lib/time-slot'
import { GUEST_NOTES, plural } from '@/messages-admin'
import { GuestSummary } from '@/components/guest-badge'
import { birthdayNear, visitNumber, type GuestBadge } from '@/lib/guests'
import {
  allInLabel,
  checkInOneMore,
  checkOutOne,
  DOOR_ALL_ARRIVED,
  DOOR_ALL_IN,
  DOOR_ARRIVED,
  DOOR_NO_SHOW,
  DOOR_NO_TABLE,
  DOOR_SOURCES,
  DOOR_STAFF_ONLY,
  DOOR_TABLE,
  doorArrivedOf,
  doorOver,
  doorOverCeiling,
  noShowLabel,
} from '../messages'

import { ActionAlert } from '@/components/ui/action-alert'
import { FOCUS_RING } from '@/components/ui/table'
import type { ArrivalStep, DoorParty } from '../utils/door'
import { telHref } from '@/lib/links'

type PartyCardProps = {
  party: DoorParty
  // What the guest's profile says: tags, which visit tonight is, a birthday near, notes.
  guest: GuestBadge | undefined
  // Another night than the one under way: the door records nothing for it, so no controls.
  readOnly: boolean
  failure: string | null
  onStep: (step: ArrivalStep) => void
  onDismissFailure: () => void
}

// Thumb-sized: 48 px and more, as a phone at the door needs.
const STEP_BUTTON = `inline-flex size-12 shrink-0 items-center justify-center rounded-full text-ink transition hover:bg-ink/5 active:bg-ink/10 disabled:cursor-not-allowed disabled:opacity-35 ${FOCUS_RING}`
const CARD_BUTTON = `inline-flex min-h-12 flex-1 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold tracking-wider whitespace-nowrap uppercase transition disabled:cursor-not-allowed disabled:opacity-40 ${FOCUS_RING}`

const capitalise = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`

function stateOf(party: DoorParty): 'no-show' | 'all-in' | 'partly-in' | 'expected' {
  if (party.no_show) return 'no-show'
  if (party.arrived >= party.guests) return 'all-in'
  return party.arrived > 0 ? 'partly-in' : 'expected'
}

// Guests in beyond the booked party: friends it brought along.
const overOf = (party: DoorParty) => Math.max(0, party.arrived - party.guests)

function OverBadge({ party }: { party: DoorParty }) {
  const over = overOf(party)
  return over > 0 ? (
    <span className="rounded-full bg-accent/15 px-2.5 py-0.5 text-sm font-semibold text-ink tabular-nums">
      {doorOver(over)}
    </span>
  ) : null
}

// One party on the door list: who, when, how many, where they sit, what staff noted, and the
// check-in controls (on another night, only how many came). A party all in sinks back (dimmed,
// with a check), and says how many came beyond it ("+2 over"); a no-show is struck through.
export function PartyCard({
  party,
  guest,
  readOnly,
  failure,
  onStep,
  onDismissFailure,
}: PartyCardProps) {
  const nameId = useId()
  const state = stateOf(party)
  const source = DOOR_SOURCES[party.source]
  const done = state === 'all-in' || state === 'no-show'
  return (
    <article
      aria-labelledby={nameId}
      data-state={state}
      className={`rounded-2xl border p-4 transition-colors sm:p-5 ${
        done
          ? 'border-dashed border-line bg-transparent'
          : `bg-surface shadow-sm ${state === 'partly-in' ? 'border-accent/60' : 'border-line'}`
      }`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-x-2 text-sm font-semibold text-accent tabular-nums">
            <time>{formatTimeSlot(party.time)}</time>
            {source ? (
              <span className="rounded-full border border-line px-2 py-0.5 text-[0.68rem] font-semibold tracking-wider text-ink-muted uppercase">
                {source}
              </span>
            ) : null}
          </p>
          <h3
            id={nameId}
            className={`mt-0.5 text-xl font-semibold break-words ${done ? 'text-ink-muted' : 'text-ink'} ${
              state === 'no-show' ? 'line-through decoration-2' : ''
            }`}
          >
            {party.name}
          </h3>
          <p className="mt-0.5 text-sm text-ink-muted">
            {plural(party.guests, 'guest')}
            {party.area_name ? ` · ${party.area_name}` : ''}
            {party.package_name ? ` · ${party.package_name}` : ''}
          </p>
          {guest ? (
            <div className="mt-1.5">
              <GuestSummary
                guest={guest}
                visit={visitNumber(guest, party.arrived)}
                birthdayWeek={birthdayNear(guest.birthday, party.date)}
              />
            </div>
          ) : null}
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1.5 text-right">
          <span
            className={`rounded-lg px-2.5 py-1 text-sm font-semibold ${
              party.table_label ? 'bg-accent/15 text-ink' : 'text-ink-muted'
            }`}
          >
            {party.table_label ? `${DOOR_TABLE} ${party.table_label}` : DOOR_NO_TABLE}
          </span>
          {state === 'all-in' ? (
            <span className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-700 dark:text-emerald-400">
              <Check aria-hidden="true" className="size-4" />
              {DOOR_ALL_ARRIVED}
            </span>
          ) : null}
          <OverBadge party={party} />
          {state === 'no-show' ? (
            <span className="inline-flex items-center gap-1 text-sm font-semibold text-red-700 dark:text-red-300">
              <UserX aria-hidden="true" className="size-4" />
              {DOOR_NO_SHOW}
            </span>
          ) : null}
        </div>
      </div>

      {party.phone ? (
        <a
          href={telHref(party.phone) ?? undefined}
          className={`mt-2 inline-flex min-h-11 items-center gap-2 rounded-full text-base text-accent tabular-nums underline-offset-4 hover:underline ${FOCUS_RING}`}
        >
          <Phone aria-hidden="true" className="size-4" />
          {party.phone}
        </a>
      ) : null}

      {party.occasion || party.requests ? (
        <p className="mt-2 text-sm break-words whitespace-pre-line text-ink">
          {party.occasion ? (
            <span className="font-semibold">{capitalise(party.occasion)}</span>
          ) : null}
          {party.occasion && party.requests ? ' · ' : null}
          {party.requests}
        </p>
      ) : null}

      {guest?.notes ? (
        <div className="mt-3 rounded-lg border border-line bg-canvas/60 px-3 py-2">
          <p className="flex items-center gap-1.5 text-[0.68rem] font-semibold tracking-widest text-ink-muted uppercase">
            <Lock aria-hidden="true" className="size-3" />
            {GUEST_NOTES}
          </p>
          <p className="mt-1 text-sm break-words whitespace-pre-line text-ink">{guest.notes}</p>
        </div>
      ) : null}

      {party.staff_notes ? (
        <div className="mt-3 rounded-lg border border-dashed border-accent/60 bg-accent/5 px-3 py-2">
          <p className="flex items-center gap-1.5 text-[0.68rem] font-semibold tracking-widest text-accent uppercase">
            <Lock aria-hidden="true" className="size-3" />
            {DOOR_STAFF_ONLY}
          </p>
          <p className="mt-1 text-sm break-words whitespace-pre-line text-ink">
            {party.staff_notes}
          </p>
        </div>
      ) : null}

      {failure ? (
        <div className="mt-3">
          <ActionAlert message={failure} onDismiss={onDismissFailure} />
        </div>
      ) : null}

      {readOnly ? (
        <p className="mt-4 text-sm text-ink-muted tabular-nums">
          {doorArrivedOf(party.arrived, party.guests)} {DOOR_ARRIVED}
        </p>
      ) : (
        <ArrivalControls party={party} onStep={onStep} />
      )}
    </article>
  )
}

// The taps that record who is in: one more (beyond the party too, up to the ceiling), one less,
// the whole party, or that it did not come.
function ArrivalControls({ party, onStep }: Pick<PartyCardProps, 'party' | 'onStep'>) {
  const atCeiling = overOf(party) >= ARRIVALS_OVER_MAX
  return (
    <>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <div className="flex min-w-[11rem] flex-[2] items-center justify-between rounded-full border border-line bg-canvas p-1">
          <button
            type="button"
            aria-label={checkOutOne(party.name)}
            title={checkOutOne(party.name)}
            disabled={party.arrived === 0}
            onClick={() => {
              onStep('one-less')
            }}
            className={STEP_BUTTON}
          >
            <Minus aria-hidden="true" className="size-6" />
          </button>
          <p className="text-center leading-tight">
            <span className="block text-xl font-semibold text-ink tabular-nums">
              {doorArrivedOf(party.arrived, party.guests)}
            </span>
            <span className="block text-[0.68rem] tracking-widest text-ink-muted uppercase">
              {DOOR_ARRIVED}
            </span>
          </p>
          <button
            type="button"
            aria-label={checkInOneMore(party.name)}
            title={checkInOneMore(party.name)}
            disabled={atCeiling}
            onClick={() => {
              onStep('one-more')
            }}
            className={STEP_BUTTON}
          >
            <Plus aria-hidden="true" className="size-6" />
          </button>
        </div>
        <div className="flex flex-1 gap-2">
          <button
            type="button"
            aria-label={allInLabel(party.name)}
            disabled={party.arrived >= party.guests}
            onClick={() => {
              onStep('all-in')
            }}
            className={`${CARD_BUTTON} bg-accent-solid text-on-accent hover:bg-gold-300`}
          >
            <Check aria-hidden="true" className="size-4" />
            {DOOR_ALL_IN}
          </button>
          {party.arrived === 0 ? (
            <button
              type="button"
              aria-label={noShowLabel(party.name)}
              aria-pressed={party.no_show}
              onClick={() => {
                onStep('no-show')
              }}
              className={`${CARD_BUTTON} border ${
                party.no_show
                  ? 'border-red-700 bg-red-700 text-white dark:border-red-400 dark:bg-red-500/30 dark:text-red-100'
                  : 'border-red-700/50 text-red-800 hover:bg-red-600/10 dark:border-red-400/50 dark:text-red-300'
              }`}
            >
              <UserX aria-hidden="true" className="size-4" />
              {DOOR_NO_SHOW}
            </button>
          ) : null}
        </div>
      </div>
      {atCeiling ? (
        <p className="mt-2 text-sm text-ink-muted">{doorOverCeiling(ARRIVALS_OVER_MAX)}</p>
      ) : null}
    </>
  )
}
