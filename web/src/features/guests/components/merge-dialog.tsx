import { GitMerge, Loader2 } from 'lucide-react'
import { useId, useState } from 'react'

import { GuestTag } from '@/components/guest-badge'
import { Modal } from '@/components/modal'
import { Spinner } from '@/components/spinner'
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from '@/components/ui/form-controls'
import { SearchField } from '@/components/ui/search-field'
import { ALERT } from '@/components/ui/table'
import { useToast } from '@/components/use-toast'
import { serverMessageOf } from '@/lib/field-errors'
import { CANCEL, guestVisits } from '@/messages-admin'

import type { GuestProfile } from '../api/get-guest'
import { useGuestSearch, type GuestListed } from '../api/get-guests'
import { useMergeGuests } from '../api/guest-writes'
import {
  FAILED_TO_MERGE,
  guestsMerged,
  MERGE_CANDIDATES,
  MERGE_CLEAR_SEARCH,
  MERGE_NO_MATCH,
  MERGE_SEARCH,
  MERGE_SEARCH_PLACEHOLDER,
  MERGE_SUBMIT,
  MERGE_TITLE,
  MERGE_TYPE_TO_SEARCH,
  mergeConfirm,
  mergeIntro,
} from '../messages'

function Candidate({
  candidate,
  name,
  checked,
  onChoose,
}: {
  candidate: GuestListed
  name: string
  checked: boolean
  onChoose: () => void
}) {
  const contact = [candidate.email, candidate.phone].filter(Boolean).join(' · ')
  return (
    <label
      className={`flex cursor-pointer items-start gap-3 rounded-xl border px-4 py-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent ${
        checked ? 'border-accent bg-accent/10' : 'border-line hover:border-accent/60'
      }`}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onChoose}
        className="mt-1 size-4 accent-[var(--accent)]"
      />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-ink wrap-anywhere">{candidate.name}</span>
        {contact ? (
          <span className="block text-sm text-ink-muted wrap-anywhere">{contact}</span>
        ) : null}
        <span className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-ink-muted">
          {candidate.tags.map((tag) => (
            <GuestTag key={tag} tag={tag} />
          ))}
          {guestVisits(candidate.visits, candidate.no_shows)}
        </span>
      </span>
    </label>
  )
}

// Finds the guest's other profile and merges it into this one: it joins with its bookings (the
// server refuses while both hold a booking for one night, and says which night, here).
export function MergeDialog({ guest, onClose }: { guest: GuestProfile; onClose: () => void }) {
  const radios = useId()
  const confirmId = useId()
  const toast = useToast()
  const [q, setQ] = useState('')
  const [chosen, setChosen] = useState<GuestListed | null>(null)
  const found = useGuestSearch(q)
  const merge = useMergeGuests()
  const candidates = (found.data?.data ?? []).filter((candidate) => candidate.id !== guest.id)

  let results
  if (!q) results = <p className="text-sm text-ink-muted">{MERGE_TYPE_TO_SEARCH}</p>
  else if (!found.data) results = <Spinner className="py-6" />
  else if (candidates.length === 0)
    results = <p className="text-sm text-ink-muted">{MERGE_NO_MATCH}</p>
  else
    results = (
      <fieldset aria-busy={found.isFetching} className="max-h-72 space-y-2 overflow-y-auto p-0.5">
        <legend className="sr-only">{MERGE_CANDIDATES}</legend>
        {candidates.map((candidate) => (
          <Candidate
            key={candidate.id}
            candidate={candidate}
            name={radios}
            checked={chosen?.id === candidate.id}
            onChoose={() => {
              merge.reset()
              setChosen(candidate)
            }}
          />
        ))}
      </fieldset>
    )

  return (
    <Modal
      open
      onClose={onClose}
      title={MERGE_TITLE}
      size="lg"
      describedBy={chosen ? confirmId : undefined}
    >
      <div className="space-y-4">
        <p className="text-sm text-ink-muted">{mergeIntro(guest.name)}</p>
        <SearchField
          label={MERGE_SEARCH}
          placeholder={MERGE_SEARCH_PLACEHOLDER}
          clearLabel={MERGE_CLEAR_SEARCH}
          value={q}
          onSearch={setQ}
        />
        {results}
        {chosen ? (
          <p
            id={confirmId}
            className="rounded-xl border border-line bg-canvas/60 px-4 py-3 text-sm text-ink"
          >
            {mergeConfirm(chosen.name, chosen.bookings, guest.name)}
          </p>
        ) : null}
        {merge.isError ? (
          <div role="alert" className={ALERT}>
            {serverMessageOf(merge.error) ?? FAILED_TO_MERGE}
          </div>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3 pt-1">
          <button type="button" onClick={onClose} className={BUTTON_SECONDARY}>
            {CANCEL}
          </button>
          <button
            type="button"
            disabled={!chosen || merge.isPending}
            aria-busy={merge.isPending}
            onClick={() => {
              if (!chosen) return
              merge.mutate(
                { guestId: guest.id, otherId: chosen.id },
                {
                  onSuccess: (merged) => {
                    toast.success(guestsMerged(chosen.name, merged.name))
                    onClose()
                  },
                },
              )
            }}
            className={BUTTON_PRIMARY}
          >
            {merge.isPending ? (
              <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <GitMerge aria-hidden="true" className="size-4" />
            )}
            {MERGE_SUBMIT}
          </button>
        </div>
      </div>
    </Modal>
  )
}
