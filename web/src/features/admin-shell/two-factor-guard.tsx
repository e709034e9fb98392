import { ShieldAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { useLocation } from 'react-router'

import { paths } from '@/config/paths'
import { useTwoFactorSetupNeeded } from '@/lib/auth'
import { goToScreen, PROFILE_TITLE } from '@/messages-admin'
import { TWO_FACTOR_SETUP_NEEDED, TWO_FACTOR_SETUP_TITLE } from './messages'

import { GuardPanel } from './guard-panel'

const isProfile = (pathname: string) =>
  pathname.replace(/\/+$/, '') === paths.admin.profile.getHref()

// The owners require two-factor sign-in for the account's role and it has not set it up: the
// server refuses every staff call (a 403 two_factor_setup_required, noted by the auth store), so
// every screen but the profile, where it is set up, says so and links there.
export function TwoFactorSetupGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  const needed = useTwoFactorSetupNeeded()
  if (!needed || isProfile(pathname)) return children
  return (
    <GuardPanel
      title={TWO_FACTOR_SETUP_TITLE}
      text={TWO_FACTOR_SETUP_NEEDED}
      icon={ShieldAlert}
      link={{ href: paths.admin.profile.getHref(), label: goToScreen(PROFILE_TITLE) }}
    />
  )
}
