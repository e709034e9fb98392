import { BellOff } from 'lucide-react'
import { Link } from 'react-router'

import { Notice } from '@/components/notice'
import { paths } from '@/config/paths'
import { useCan } from '@/lib/roles'
import {
  ADD_NOTIFICATION_ADDRESS,
  ASK_FOR_NOTIFICATION_ADDRESS,
  NOBODY_NOTIFIED,
} from '@/messages-admin'

import { useClubSettings } from '@/lib/admin-api/club-settings'
import { FOCUS_RING } from '@/components/ui/focus-ring'

// Where the Club screen's settings card is: "Add an address" opens the screen there.
export const CLUB_SETTINGS_ANCHOR = 'club-settings'

// Out of the box no staff address is on the list, so new requests reach nobody: said where staff
// look every night (the dashboard) and on the Club screen until someone is on it. Those who may fix
// it get the way there.
export function NobodyNotifiedNotice() {
  const can = useCan()
  return (
    <Notice tone="warning">
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <BellOff aria-hidden="true" className="size-4 shrink-0" />
        <span className="font-medium">{NOBODY_NOTIFIED}</span>
        {can('update_club_settings') ? (
          <Link
            to={`${paths.admin.club.getHref()}#${CLUB_SETTINGS_ANCHOR}`}
            className={`font-semibold underline underline-offset-4 ${FOCUS_RING}`}
          >
            {ADD_NOTIFICATION_ADDRESS}
          </Link>
        ) : (
          <span>{ASK_FOR_NOTIFICATION_ADDRESS}</span>
        )}
      </span>
    </Notice>
  )
}

// The notice while the club's settings in force name nobody; gone once an address is saved.
export function NobodyNotifiedWhileNoneListed() {
  const settings = useClubSettings()
  if (!settings.isSuccess || settings.data.notification_emails_in_force.length > 0) return null
  return <NobodyNotifiedNotice />
}
