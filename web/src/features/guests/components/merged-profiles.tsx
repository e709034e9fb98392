import { GitMerge, Undo2 } from 'lucide-react'
import { Link } from 'react-router'

import { FormCard } from '@/components/ui/form-controls'
import { FOCUS_RING, QUIET_BUTTON } from '@/components/ui/table'
import { paths } from '@/config/paths'
import { formatDateTime } from '@/lib/format'

import type { GuestMerged } from '../api/get-guest'
import {
  MERGED_AWAY,
  MERGED_HINT,
  MERGED_TITLE,
  mergedOn,
  OPEN_MERGED_INTO,
  UNDO_MERGE,
  undoMergeLabel,
} from '../messages'

type UndoProps = { busy: boolean; onUndo?: () => void }

function UndoButton({ name, busy, onUndo }: UndoProps & { name: string }) {
  if (!onUndo) return null
  return (
    <button
      type="button"
      disabled={busy}
      aria-label={undoMergeLabel(name)}
      onClick={onUndo}
      className={QUIET_BUTTON}
    >
      <Undo2 aria-hidden="true" className="size-3.5" />
      {UNDO_MERGE}
    </button>
  )
}

type MergedProfilesProps = {
  merged: readonly GuestMerged[]
  busy: boolean
  // For those who may undo a merge.
  onUndo?: (profile: GuestMerged) => void
}

// The profiles merged into this one, each as it was (name, address, phone) with the moment of
// its merge; undoing one takes it out again with its bookings.
export function MergedProfiles({ merged, busy, onUndo }: MergedProfilesProps) {
  if (merged.length === 0) return null
  return (
    <FormCard title={MERGED_TITLE} description={onUndo ? MERGED_HINT : undefined}>
      <ul className="divide-y divide-line">
        {merged.map((profile) => (
          <li
            key={profile.id}
            className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
          >
            <div className="min-w-0">
              <p className="font-semibold text-ink wrap-anywhere">{profile.name}</p>
              <p className="text-sm text-ink-muted wrap-anywhere">
                {[profile.email, profile.phone].filter(Boolean).join(' · ')}
              </p>
              {profile.merged_at ? (
                <p className="text-xs text-ink-muted">
                  {mergedOn(formatDateTime(profile.merged_at))}
                </p>
              ) : null}
            </div>
            <UndoButton
              name={profile.name}
              busy={busy}
              onUndo={
                onUndo
                  ? () => {
                      onUndo(profile)
                    }
                  : undefined
              }
            />
          </li>
        ))}
      </ul>
    </FormCard>
  )
}

type MergedAwayProps = UndoProps & { name: string; mergedIntoId: string }

// A profile that joined another: it is kept only to be taken out again; the guest is the other.
export function MergedAwayNotice({ name, mergedIntoId, busy, onUndo }: MergedAwayProps) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-amber-600/50 bg-amber-500/10 px-5 py-4 text-amber-950 dark:border-amber-400/50 dark:bg-amber-400/10 dark:text-amber-100"
    >
      <p className="flex items-center gap-2 text-sm font-medium">
        <GitMerge aria-hidden="true" className="size-4 shrink-0" />
        <span>{MERGED_AWAY}</span>
        <Link
          to={paths.admin.guest.getHref(mergedIntoId)}
          className={`rounded font-semibold underline underline-offset-4 ${FOCUS_RING}`}
        >
          {OPEN_MERGED_INTO}
        </Link>
      </p>
      <UndoButton name={name} busy={busy} onUndo={onUndo} />
    </div>
  )
}
