import { Outlet, ScrollRestoration } from 'react-router'

import { Spinner } from '@/components/spinner'

import { InPageScroll } from '../in-page-scroll-effect'

// A failing route shows RouteError (set on this route in router.tsx). Every new page starts at its
// top, Back returns to where the visitor was, and a link to an #anchor scrolls to that part
// (ScrollRestoration); InPageScroll makes only the last glide, and only within the page shown.
export function RootLayout() {
  return (
    <>
      <InPageScroll />
      <ScrollRestoration />
      <Outlet />
    </>
  )
}

export function RootHydrateFallback() {
  return <Spinner className="min-h-svh" />
}
