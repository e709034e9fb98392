import { Outlet, ScrollRestoration } from 'react-router'

import { Spinner } from '@/components/spinner'

// No errorElement here on purpose: React Router's default screen ('Unexpected Application Error!'
// and the error text) is the spec's fallback for a failing route.
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
