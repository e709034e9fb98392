import { Lock } from 'lucide-react'
import { useState } from 'react'
import { useSearchParams } from 'react-router'

import { ADMIN_NAV_DOOR } from '@/messages-admin'
import { DOOR_EMPTY, DOOR_READ_ONLY, doorNoMatch, FAILED_TO_LOAD_DOOR } from '../messages'

import { AdminPanel } from '@/components/ui/admin-panel'
import { QueryFallback } from '@/components/ui/query-fallback'
import { useDoorNight } from '../api/get-door-night'
import { usePendingArrivals, useRecordArrival } from '../api/record-arrival'
import { AreaChips } from '../components/area-chips'
import { DoorSearch } from '../components/door-search'
import { Headcount } from '../components/headcount'
import { NightHeader } from '../components/night-header'
import { PartyCard } from '../components/party-card'
import { badgeOf } from '@/lib/guests'
import { areaOf, matchesSearch, nextArrival, readNight, withArrivals } from '../utils/door'

type Failure = { id: string; message: string }

// /admin/door: the door host's list on a phone. Everyone confirmed for the night (?date=, tonight
// without it) by arrival time, the headcount, a search, and check-in by taps that show at once;
// another night than the one under way (until 6 AM, the night before) is shown read-only, as the
// server records arrivals on the night itself only.
// The list follows every change to the reservations, so two doors keep one headcount.
export function DoorPage() {
  const [params, setParams] = useSearchParams()
  const date = readNight(params.get('date'))
  const area = params.get('area')
  const night = useDoorNight({ date })
  const pending = usePendingArrivals()
  const [query, setQuery] = useState('')
  const [failure, setFailure] = useState<Failure | null>(null)
  const arrival = useRecordArrival((id, message) => {
    setFailure({ id, message })
  })

  const showing = night.data ? withArrivals(night.data, pending) : undefined
  // While another night is on its way, the header already names it.
  const shownDate = date ?? (night.isPlaceholderData ? null : (showing?.date ?? null))

  function changeNight(next: string | null) {
    setFailure(null)
    setParams(next === null ? {} : { date: next }, { replace: true })
  }

  function changeArea(next: string | null) {
    const kept = new URLSearchParams(params)
    if (next === null) kept.delete('area')
    else kept.set('area', next)
    setParams(kept, { replace: true })
  }

  let body
  if (!showing) {
    body = <QueryFallback query={night} failure={FAILED_TO_LOAD_DOOR} />
  } else if (showing.data.length === 0) {
    body = <EmptyState text={DOOR_EMPTY} />
  } else {
    const parties = showing.data.filter(
      (party) => matchesSearch(party, query) && (area === null || areaOf(party) === area),
    )
    body =
      parties.length === 0 ? (
        <EmptyState text={doorNoMatch(query.trim())} />
      ) : (
        <ul
          aria-busy={night.isPlaceholderData}
          className={`space-y-3 ${night.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          {parties.map((party) => (
            <li key={party.id}>
              <PartyCard
                party={party}
                guest={badgeOf(showing.guests, party.guest_id)}
                readOnly={!showing.tonight}
                failure={failure?.id === party.id ? failure.message : null}
                onStep={(step) => {
                  setFailure(null)
                  arrival.mutate(nextArrival(party, step))
                }}
                onDismissFailure={() => {
                  setFailure(null)
                }}
              />
            </li>
          ))}
        </ul>
      )
  }

  return (
    <AdminPanel title={ADMIN_NAV_DOOR}>
      <div className="mx-auto max-w-2xl">
        <NightHeader
          date={shownDate}
          tonight={date === null || (!night.isPlaceholderData && showing?.tonight === true)}
          onChange={changeNight}
        />
        {/* The headcount and the search stay in reach while the list scrolls under them (below
            the shell's top bar on a phone). */}
        <div className="sticky top-16 z-20 -mx-4 mt-4 space-y-3 border-b border-line bg-canvas/95 px-4 py-3 backdrop-blur-md lg:top-0">
          {showing ? <Headcount counts={showing.counts} /> : null}
          <DoorSearch value={query} onChange={setQuery} />
          {showing ? <AreaChips parties={showing.data} value={area} onChange={changeArea} /> : null}
        </div>
        {showing && !showing.tonight ? (
          <p className="mt-4 flex items-start gap-2 rounded-xl border border-line px-4 py-3 text-sm text-ink-muted">
            <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {DOOR_READ_ONLY}
          </p>
        ) : null}
        <div className="mt-4">{body}</div>
      </div>
    </AdminPanel>
  )
}

function EmptyState({ text }: { text: string }) {
  return (
    <p className="rounded-2xl border border-dashed border-line px-6 py-12 text-center text-ink-muted">
      {text}
    </p>
  )
}
