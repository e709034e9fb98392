import { ShieldX } from 'lucide-react'
import type { ReactNode } from 'react'
import { useLocation } from 'react-router'

import { useCan } from '@/lib/roles'
import { goToScreen, ROLE_FORBIDDEN, ROLE_FORBIDDEN_TITLE } from '@/messages-admin'

import { findAdminNavItem, firstAllowedNavItem } from './admin-nav-items'
import { GuardPanel } from './guard-panel'

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
    <GuardPanel
      title={ROLE_FORBIDDEN_TITLE}
      text={ROLE_FORBIDDEN}
      icon={ShieldX}
      link={first ? { href: first.href, label: goToScreen(first.label) } : undefined}
    />
  )
}
