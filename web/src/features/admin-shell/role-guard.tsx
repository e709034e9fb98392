import { ShieldX } from 'lucide-react'
import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'

import { paths } from '@/config/paths'
import { useCan, useRole } from '@/lib/roles'
import { goToScreen, ROLE_FORBIDDEN_TITLE } from '@/messages-admin'
import { ROLE_FORBIDDEN } from './messages'

import { adminHome, findAdminNavItem } from './admin-nav-items'
import { GuardPanel } from './guard-panel'

// An admin screen the signed-in account's role may not use (a bookmark, a typed address, a link
// from the dashboard) is not opened: the shell says why, in the server's words, and links to the
// role's own first screen. Addresses that are no screen of the side navigation pass through.
export function RoleGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  const allowed = useCan()
  const role = useRole()
  const item = findAdminNavItem(pathname)
  if (!item || allowed(item.operation)) return children

  const home = role ? adminHome(role) : undefined
  return (
    <GuardPanel
      title={ROLE_FORBIDDEN_TITLE}
      text={ROLE_FORBIDDEN}
      icon={ShieldX}
      link={home ? { href: home.href, label: goToScreen(home.label) } : undefined}
    />
  )
}

// /admin, where signing in leads: the Dashboard for the roles whose first screen it is; any other
// role is taken on to its own (a host to the Door).
export function RoleHome({ children }: { children: ReactNode }) {
  const role = useRole()
  const home = role ? adminHome(role) : undefined
  if (home && home.href !== paths.admin.root.getHref()) return <Navigate to={home.href} replace />
  return children
}
