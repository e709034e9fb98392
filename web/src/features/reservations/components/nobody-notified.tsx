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

import { useClubSettings } from '../api/club-settings'
import { FOCUS_RING } from '@/components/ui/table'

export const CLUB_SETTINGS_ANCHOR = 'club-settings'

// Out of the box no staff address is on the list, so new requests reach nobody: said where staff
// look every night until someone is on it. Those who may fix it get the way there.
export function NobodyNotifiedNotice() {
  const can = useCan()
  return (
    <Notice tone="warning">
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <BellOff aria-hidden="true" className="size-4 shrink-0" />
        <span className="font-medium">{NOBODY_NOTIFIED}</span>
        {can('update_club_settings') ? (
          <Link
            to={`${paths.admin.bookingRules.getHref()}#${CLUB_SETTINGS_ANCHOR}`}
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

// The Booking Rules screen's copy of the notice, read from the club's settings in force.
export function NobodyNotifiedOnRules() {
  const settings = useClubSettings()
  if (!settings.isSuccess || settings.data.notification_emails_in_force.length > 0) return null
  return <NobodyNotifiedNotice />
}
