import { useState } from 'react'
import { createBrowserRouter, RouterProvider } from 'react-router'

import { paths } from '@/config/paths'

import { PrivacyRoute, TermsRoute } from './routes/legal'
import { LandingRoute } from './routes/landing'
import { MenuRoute } from './routes/menu'
import { PublicLayout } from './routes/public-layout'
import { RootHydrateFallback, RootLayout } from './routes/root-layout'

// The public pages ship in the main bundle; the sign-in page and the admin area are separate
// chunks, fetched only when visited.
function createAppRouter() {
  return createBrowserRouter([
    {
      path: paths.home.path,
      Component: RootLayout,
      HydrateFallback: RootHydrateFallback,
      children: [
        {
          Component: PublicLayout,
          children: [
            { index: true, Component: LandingRoute },
            { path: paths.menu.path, Component: MenuRoute },
            { path: paths.privacy.path, Component: PrivacyRoute },
            { path: paths.terms.path, Component: TermsRoute },
          ],
        },
        {
          path: paths.admin.login.path,
          lazy: async () => {
            const { AdminLoginRoute } = await import('./routes/admin/login')
            return { Component: AdminLoginRoute }
          },
        },
        {
          path: `${paths.admin.root.path}/*`,
          lazy: async () => {
            const { AdminRoute } = await import('./routes/admin/root')
            return { Component: AdminRoute }
          },
        },
      ],
    },
  ])
}

export function AppRouter() {
  const [router] = useState(createAppRouter)
  return <RouterProvider router={router} />
}
