import { ArrowLeft, GitMerge, OctagonAlert } from 'lucide-react'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'

import { AdminPanel } from '@/components/ui/admin-panel'
import { QueryFallback } from '@/components/ui/query-fallback'
import { QUIET_BUTTON } from '@/components/ui/table'
import { useConfirm } from '@/components/use-confirm'
import { useToast } from '@/components/use-toast'
import { paths } from '@/config/paths'
import { serverMessageOf } from '@/lib/field-errors'
import { formatNightDate } from '@/lib/format'
import { BLOCKED_TAG } from '@/lib/guests'
import { useCan } from '@/lib/roles'
import { ADMIN_NAV_GUESTS, guestBlocked, guestVisits, plural } from '@/messages-admin'

import { useGuest, type GuestMerged, type GuestProfile } from '../api/get-guest'
import { useGuests } from '../api/get-guests'
import { useSplitGuest, useUnmergeGuest } from '../api/guest-writes'
import { GuestBookings } from '../components/guest-bookings'
import { GuestData } from '../components/guest-data'
import { GuestDetails, GuestEditor } from '../components/guest-form'
import { MergeDialog } from '../components/merge-dialog'
import { MergedAwayNotice, MergedProfiles } from '../components/merged-profiles'
import {
  ALL_GUESTS,
  bookingsSplit,
  FAILED_TO_LOAD_GUEST,
  FAILED_TO_SPLIT,
  FAILED_TO_UNDO_MERGE,
  guestSince,
  lastVisit,
  MERGE,
  mergeUndone,
  UNDO_MERGE,
  undoMergeQuestion,
} from '../messages'

const monthYear = new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric' })

// The counts in a line under the name: "2 visits, 1 no-show · Last visit Fri, Mar 7 · 3 bookings"
// (no last visit before the first).
function summaryOf(guest: GuestProfile): string {
  return [
    guestVisits(guest.visits, guest.no_shows),
    ...(guest.last_visit ? [lastVisit(formatNightDate(guest.last_visit))] : []),
    plural(guest.bookings, 'booking'),
    guestSince(monthYear.format(new Date(guest.created_at))),
  ].join(' · ')
}

// The editor, offered the club's tags: the answer of the list with no filter (the usual five
// first, then the club's own).
function ProfileEditor({ guest }: { guest: GuestProfile }) {
  const offered = useGuests({}).data?.tags ?? []
  return <GuestEditor guest={guest} offered={offered} />
}

// /admin/guests/:guestId: one guest's profile, counts and bookings, and the profiles merged into
// it. Every staff role reads it; owners and managers write it, merge another profile into it,
// split off the bookings of someone else and undo a merge. A profile merged into another says so
// and links to that one.
export function GuestPage({ guestId }: { guestId: string }) {
  const allowed = useCan()
  const guest = useGuest(guestId)
  const profile = guest.data
  const [merging, setMerging] = useState(false)
  const mayMerge = profile?.merged_into_id === null && allowed('merge_guests')

  return (
    <AdminPanel
      title={profile?.name ?? ADMIN_NAV_GUESTS}
      description={profile ? summaryOf(profile) : undefined}
      actions={
        <>
          <Link to={paths.admin.guests.getHref()} className={QUIET_BUTTON}>
            <ArrowLeft aria-hidden="true" className="size-3.5" />
            {ALL_GUESTS}
          </Link>
          {mayMerge ? (
            <button
              type="button"
              onClick={() => {
                setMerging(true)
              }}
              className={QUIET_BUTTON}
            >
              <GitMerge aria-hidden="true" className="size-3.5" />
              {MERGE}
            </button>
          ) : null}
        </>
      }
    >
      {profile ? (
        <GuestView key={profile.id} guest={profile} />
      ) : (
        <QueryFallback query={guest} failure={FAILED_TO_LOAD_GUEST} />
      )}
      {profile && merging ? (
        <MergeDialog
          guest={profile}
          onClose={() => {
            setMerging(false)
          }}
        />
      ) : null}
    </AdminPanel>
  )
}

function GuestView({ guest }: { guest: GuestProfile }) {
  const allowed = useCan()
  const toast = useToast()
  const navigate = useNavigate()
  const split = useSplitGuest()
  const unmerge = useUnmergeGuest()
  const [confirmDialog, confirm] = useConfirm()
  const mergedAway = guest.merged_into_id !== null
  const mayUnmerge = allowed('unmerge_guest')

  // Asked first: the merged profile leaves with its bookings.
  function undoMerge(profile: Pick<GuestMerged, 'id' | 'name'>) {
    void confirm({
      message: undoMergeQuestion(profile.name),
      confirmLabel: UNDO_MERGE,
      tone: 'accent',
    }).then((sure) => {
      if (!sure) return
      unmerge.mutate(profile.id, {
        onSuccess: () => {
          toast.success(mergeUndone(profile.name))
        },
        onError: (error) => {
          toast.error(FAILED_TO_UNDO_MERGE, { description: serverMessageOf(error) })
        },
      })
    })
  }

  return (
    <div className="space-y-6">
      {guest.merged_into_id ? (
        <MergedAwayNotice
          name={guest.name}
          mergedIntoId={guest.merged_into_id}
          busy={unmerge.isPending}
          onUndo={
            mayUnmerge
              ? () => {
                  undoMerge(guest)
                }
              : undefined
          }
        />
      ) : null}
      {guest.tags.includes(BLOCKED_TAG) ? (
        <p
          role="note"
          className="flex items-start gap-2 rounded-2xl border border-red-600/40 bg-red-600/10 px-5 py-4 text-sm font-semibold text-red-800 dark:text-red-200"
        >
          <OctagonAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {guestBlocked(guest.blocked_reason)}
        </p>
      ) : null}
      {!mergedAway && allowed('update_guest') ? (
        <ProfileEditor guest={guest} />
      ) : (
        <GuestDetails guest={guest} />
      )}
      <GuestBookings
        bookings={guest.reservations}
        splitting={split.isPending}
        onSplit={
          !mergedAway && allowed('split_guest')
            ? (reservationIds) => {
                split.mutate(
                  { guestId: guest.id, reservationIds },
                  {
                    onSuccess: (made) => {
                      toast.success(bookingsSplit(reservationIds.length, made.name))
                      void navigate(paths.admin.guest.getHref(made.id))
                    },
                    onError: (error) => {
                      toast.error(FAILED_TO_SPLIT, { description: serverMessageOf(error) })
                    },
                  },
                )
              }
            : undefined
        }
      />
      <MergedProfiles
        merged={guest.merged}
        busy={unmerge.isPending}
        onUndo={mayUnmerge ? undoMerge : undefined}
      />
      {!mergedAway && allowed('erase_guest') ? <GuestData guest={guest} /> : null}
      {confirmDialog}
    </div>
  )
}
