import { Outlet } from 'react-router'

import { InTurn } from '@/components/in-turn'
import { SiteFooter } from '@/features/site/components/site-footer'
import { SkipLink } from '@/features/site/components/skip-link'
import { TopNav } from '@/features/site/components/top-nav'

export function PublicLayout() {
  return (
    <>
      <SkipLink />
      <TopNav />
      <Outlet />
      {/* Below the first screen: in its turn after the page when the app has just started. */}
      <InTurn>
        <SiteFooter />
      </InTurn>
    </>
  )
}
