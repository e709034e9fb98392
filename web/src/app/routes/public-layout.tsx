import { Outlet } from 'react-router'

import { SiteFooter } from '@/features/site/components/site-footer'
import { SkipLink } from '@/features/site/components/skip-link'
import { TopNav } from '@/features/site/components/top-nav'

export function PublicLayout() {
  return (
    <>
      <SkipLink />
      <TopNav />
      <Outlet />
      <SiteFooter />
    </>
  )
}
