import { Cake, Crown, OctagonAlert } from 'lucide-react'
import { Link } from 'react-router'

import { FOCUS_RING } from '@/components/ui/focus-ring'
import { paths } from '@/config/paths'
import { BLOCKED_TAG, VIP_TAG, type GuestBadge } from '@/lib/guests'
import { useCan } from '@/lib/roles'
import {
  GUEST_BIRTHDAY_WEEK,
  guestBlocked,
  guestProfileLink,
  guestVisits,
  visitOrdinal,
} from '@/messages-admin'

const CHIP = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold'
const TAG_TONES: Record<string, string> = {
  [VIP_TAG]: 'bg-gold-400/20 text-gold-700 dark:text-gold-300',
  [BLOCKED_TAG]: 'bg-red-600/15 text-red-800 dark:text-red-200',
}

export function GuestTag({ tag }: { tag: string }) {
  return (
    <span className={`${CHIP} ${TAG_TONES[tag] ?? 'bg-ink/5 text-ink'}`}>
      {tag === VIP_TAG ? <Crown aria-hidden="true" className="size-3" /> : null}
      {tag}
    </span>
  )
}

type GuestSummaryProps = {
  guest: GuestBadge
  // At the door: which visit tonight is ("3rd visit"), and whether the birthday is near.
  visit?: number
  birthdayWeek?: boolean
}

// One line of what the club knows of the guest: tags, visits and no-shows (linked to the profile
// for those who may read it), which visit tonight is and a birthday near; a Blocked guest's reason
// stands out above.
export function GuestSummary({ guest, visit, birthdayWeek = false }: GuestSummaryProps) {
  const can = useCan()
  const counts = guestVisits(guest.visits, guest.no_shows)
  const tags = guest.tags.filter((tag) => tag !== BLOCKED_TAG)
  return (
    <div className="flex flex-col gap-1.5" data-guest={guest.id}>
      {guest.tags.includes(BLOCKED_TAG) ? (
        <p className="flex items-start gap-1.5 text-sm font-semibold text-red-700 dark:text-red-300">
          <OctagonAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {guestBlocked(guest.blocked_reason)}
        </p>
      ) : null}
      <p className="flex flex-wrap items-center gap-1.5 text-sm text-ink-muted">
        {tags.map((tag) => (
          <GuestTag key={tag} tag={tag} />
        ))}
        {visit !== undefined ? (
          <span className={`${CHIP} bg-accent/15 text-ink`}>{visitOrdinal(visit)}</span>
        ) : null}
        {birthdayWeek ? (
          <span className={`${CHIP} bg-pink-500/15 text-pink-800 dark:text-pink-200`}>
            <Cake aria-hidden="true" className="size-3" />
            {GUEST_BIRTHDAY_WEEK}
          </span>
        ) : null}
        {can('read_guest') ? (
          <Link
            to={paths.admin.guest.getHref(guest.id)}
            aria-label={`${guestProfileLink(guest.name)}: ${counts}`}
            className={`rounded underline decoration-line underline-offset-2 hover:text-ink ${FOCUS_RING}`}
          >
            {counts}
          </Link>
        ) : (
          <span>{counts}</span>
        )}
      </p>
    </div>
  )
}
