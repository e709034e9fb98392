import { Link } from 'react-router'

import { FOCUS_RING } from '@/components/ui/focus-ring'
import { paths } from '@/config/paths'
import { ADMIN_NAV_CLUB, goToScreen } from '@/messages-admin'

// A line on another screen saying that what it is about is changed on the Club screen, with the
// way there.
export function ClubScreenNote({ text, className }: { text: string; className?: string }) {
  return (
    <p className={`text-sm text-ink-muted ${className ?? ''}`}>
      {text}{' '}
      <Link
        to={paths.admin.club.getHref()}
        className={`font-semibold underline underline-offset-4 ${FOCUS_RING}`}
      >
        {goToScreen(ADMIN_NAV_CLUB)}
      </Link>
    </p>
  )
}
