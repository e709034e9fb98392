import { Outlet } from 'react-router'

import { TopNav } from '@/features/site/components/top-nav'

export function PublicLayout() {
  return (
    <>
      <TopNav />
      <Outlet />
    </>
  )
}
