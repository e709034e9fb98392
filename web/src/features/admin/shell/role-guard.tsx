import { ArrowRight, ShieldX } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'

import { useCan } from '@/lib/roles'
import { goToScreen, ROLE_FORBIDDEN, ROLE_FORBIDDEN_TITLE } from '@/messages'

import { findAdminNavItem, firstAllowedNavItem } from './admin-nav-items'
import { AdminPanel } from './admin-panel'

const FOCUS_RING = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent'

// An admin screen the signed-in account's role may not use (a bookmark, a typed address, a link
// from the dashboard) is not opened: the shell says why, in the server's words, and links to the
// first screen the role may use. Addresses that are no screen of the side navigation pass through.
export function RoleGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  const allowed = useCan()
  const item = findAdminNavItem(pathname)
  if (!item || allowed(item.operation)) return children

  const first = firstAllowedNavItem(allowed)
  return (
    <AdminPanel title={ROLE_FORBIDDEN_TITLE}>
      <div className="flex flex-col items-center gap-5 rounded-2xl border border-dashed border-line bg-surface px-6 py-16 text-center">
        <ShieldX aria-hidden="true" className="size-10 text-accent" />
        <p className="max-w-md text-ink-muted">{ROLE_FORBIDDEN}</p>
        {first ? (
          <Link
            to={first.href}
            className={`inline-flex items-center gap-2 rounded-full bg-accent-solid px-5 py-2 text-sm font-semibold text-on-accent transition hover:bg-gold-300 ${FOCUS_RING}`}
          >
            {goToScreen(first.label)}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
      </div>
    </AdminPanel>
  )
}
