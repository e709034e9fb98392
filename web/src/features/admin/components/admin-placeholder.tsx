import { Link } from 'react-router'

import { paths } from '@/config/paths'
import { ADMIN_NAV_DASHBOARD, BACK_TO_HOME } from '@/messages'

// The admin shell (session guard, side navigation, managers) arrives with the admin API.
export function AdminPlaceholder() {
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-6 bg-canvas px-4">
      <h1 className="font-display text-4xl font-semibold text-ink">{ADMIN_NAV_DASHBOARD}</h1>
      <Link
        to={paths.home.getHref()}
        className="text-sm tracking-widest text-accent uppercase hover:underline"
      >
        {BACK_TO_HOME}
      </Link>
    </main>
  )
}
