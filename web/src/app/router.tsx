import { useState } from 'react'
import { createBrowserRouter, RouterProvider } from 'react-router'

import { paths } from '@/config/paths'

import { PrivacyRoute, TermsRoute } from './routes/legal'
import { LandingRoute } from './routes/landing'
import { MenuRoute } from './routes/menu'
import { PublicLayout } from './routes/public-layout'
import { RootHydrateFallback, RootLayout } from './routes/root-layout'

// The admin managers still to come; each shows a placeholder titled after its side-nav entry.
const ADMIN_SECTION_PATHS = [
  paths.admin.hero.path,
  paths.admin.navigation.path,
  paths.admin.content.path,
  paths.admin.gallery.path,
  paths.admin.events.path,
  paths.admin.bottleService.path,
  paths.admin.menu.path,
  paths.admin.contact.path,
  paths.admin.footer.path,
  paths.admin.contactSubmissions.path,
  paths.admin.reservations.path,
]

async function adminSection() {
  const { AdminSectionRoute } = await import('./routes/admin/section')
  return { Component: AdminSectionRoute }
}

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
          path: paths.admin.root.path,
          lazy: async () => {
            const { AdminRoute } = await import('./routes/admin/root')
            return { Component: AdminRoute }
          },
          children: [
            { index: true, lazy: adminSection },
            ...ADMIN_SECTION_PATHS.map((path) => ({ path, lazy: adminSection })),
            {
              path: paths.admin.users.path,
              lazy: async () => {
                const { AdminUsersRoute } = await import('./routes/admin/users')
                return { Component: AdminUsersRoute }
              },
            },
          ],
        },
      ],
    },
  ])
}

export function AppRouter() {
  const [router] = useState(createAppRouter)
  return <RouterProvider router={router} />
}
