import { Outlet } from 'react-router'

import { Spinner } from '@/components/spinner'

import { PageScroll } from '../in-page-scroll-effect'

// A failing route shows RouteError (set on this route in router.tsx). Every new page starts at its
// top, Back returns to where the visitor was, and a link to an #anchor scrolls to that part
// (PageScroll).
export function RootLayout() {
  return (
    <>
      <PageScroll />
      <Outlet />
    </>
  )
}

export function RootHydrateFallback() {
  return <Spinner className="min-h-svh" />
}
