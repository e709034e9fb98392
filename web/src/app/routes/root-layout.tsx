import { Outlet, ScrollRestoration } from 'react-router'

import { Spinner } from '@/components/spinner'

// A failing route shows RouteError (set on this route in router.tsx).
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  )
}

export function RootHydrateFallback() {
  return <Spinner className="min-h-svh" />
}
