import { createBrowserRouter } from 'react-router'

import { paths } from '@/config/paths'

import { EventRoute } from './routes/event'
import { PrivacyRoute, TermsRoute } from './routes/legal'
import { LandingRoute } from './routes/landing'
import { MenuRoute } from './routes/menu'
import { NotFoundRoute } from './routes/not-found'
import { PublicLayout } from './routes/public-layout'
import { RootHydrateFallback, RootLayout } from './routes/root-layout'
import { RouteError } from './routes/route-error'

// The content managers and the trash of deleted content, one lazily loaded chunk each.
const CONTENT_MANAGER_ROUTES = [
  {
    path: paths.admin.hero.path,
    load: () => import('./routes/admin/hero').then((m) => m.AdminHeroRoute),
  },
  {
    path: paths.admin.navigation.path,
    load: () => import('./routes/admin/navigation').then((m) => m.AdminNavigationRoute),
  },
  {
    path: paths.admin.content.path,
    load: () => import('./routes/admin/content').then((m) => m.AdminContentRoute),
  },
  {
    path: paths.admin.gallery.path,
    load: () => import('./routes/admin/gallery').then((m) => m.AdminGalleryRoute),
  },
  {
    path: paths.admin.events.path,
    load: () => import('./routes/admin/events').then((m) => m.AdminEventsRoute),
  },
  {
    path: paths.admin.bottleService.path,
    load: () => import('./routes/admin/bottle-service').then((m) => m.AdminBottleServiceRoute),
  },
  {
    path: paths.admin.menu.path,
    load: () => import('./routes/admin/menu').then((m) => m.AdminMenuRoute),
  },
  {
    path: paths.admin.contact.path,
    load: () => import('./routes/admin/contact').then((m) => m.AdminContactRoute),
  },
  {
    path: paths.admin.footer.path,
    load: () => import('./routes/admin/footer').then((m) => m.AdminFooterRoute),
  },
  {
    path: paths.admin.legal.path,
    load: () => import('./routes/admin/legal').then((m) => m.AdminLegalRoute),
  },
  {
    path: paths.admin.seo.path,
    load: () => import('./routes/admin/seo').then((m) => m.AdminSeoRoute),
  },
  {
    path: paths.admin.drafts.path,
    load: () => import('./routes/admin/drafts').then((m) => m.AdminDraftsRoute),
  },
  {
    path: paths.admin.trash.path,
    load: () => import('./routes/admin/trash').then((m) => m.AdminTrashRoute),
  },
]

// The public pages ship in the main bundle; the sign-in page, the pages the mailed links open
// (a reservation's Confirm/Decline, a new password) and the admin area are separate chunks,
// fetched only when visited.
export function createAppRouter() {
  return createBrowserRouter([
    {
      path: paths.home.path,
      Component: RootLayout,
      HydrateFallback: RootHydrateFallback,
      ErrorBoundary: RouteError,
      children: [
        {
          Component: PublicLayout,
          children: [
            { index: true, Component: LandingRoute },
            { path: paths.menu.path, Component: MenuRoute },
            { path: paths.event.path, Component: EventRoute },
            { path: paths.privacy.path, Component: PrivacyRoute },
            { path: paths.terms.path, Component: TermsRoute },
            { path: '*', Component: NotFoundRoute },
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
          path: paths.admin.resetPassword.path,
          lazy: async () => {
            const { AdminResetPasswordRoute } = await import('./routes/admin/reset-password')
            return { Component: AdminResetPasswordRoute }
          },
        },
        {
          // Signed in, but outside the admin shell: the page is the public site with the drafts.
          path: paths.admin.preview.path,
          lazy: async () => {
            const { AdminPreviewRoute } = await import('./routes/admin/preview')
            return { Component: AdminPreviewRoute }
          },
        },
        {
          path: paths.reservationLink.path,
          lazy: async () => {
            const { ReservationLinkRoute } = await import('./routes/reservation-link')
            return { Component: ReservationLinkRoute }
          },
        },
        {
          path: paths.booking.path,
          lazy: async () => {
            const { BookingRoute } = await import('./routes/booking')
            return { Component: BookingRoute }
          },
        },
        {
          path: paths.admin.root.path,
          lazy: async () => {
            const { AdminRoute } = await import('./routes/admin/root')
            return { Component: AdminRoute }
          },
          children: [
            {
              index: true,
              lazy: async () => {
                const { AdminDashboardRoute } = await import('./routes/admin/dashboard')
                return { Component: AdminDashboardRoute }
              },
            },
            {
              path: paths.admin.contactSubmissions.path,
              lazy: async () => {
                const { AdminContactSubmissionsRoute } =
                  await import('./routes/admin/contact-submissions')
                return { Component: AdminContactSubmissionsRoute }
              },
            },
            {
              path: paths.admin.reservations.path,
              lazy: async () => {
                const { AdminReservationsRoute } = await import('./routes/admin/reservations')
                return { Component: AdminReservationsRoute }
              },
            },
            {
              path: paths.admin.door.path,
              lazy: async () => {
                const { AdminDoorRoute } = await import('./routes/admin/door')
                return { Component: AdminDoorRoute }
              },
            },
            {
              path: paths.admin.floor.path,
              lazy: async () => {
                const { AdminFloorRoute } = await import('./routes/admin/floor')
                return { Component: AdminFloorRoute }
              },
            },
            {
              path: paths.admin.guests.path,
              lazy: async () => {
                const { AdminGuestsRoute } = await import('./routes/admin/guests')
                return { Component: AdminGuestsRoute }
              },
            },
            {
              path: paths.admin.guest.path,
              lazy: async () => {
                const { AdminGuestRoute } = await import('./routes/admin/guest')
                return { Component: AdminGuestRoute }
              },
            },
            {
              path: paths.admin.bookingRules.path,
              lazy: async () => {
                const { AdminBookingRulesRoute } = await import('./routes/admin/booking-rules')
                return { Component: AdminBookingRulesRoute }
              },
            },
            ...CONTENT_MANAGER_ROUTES.map(({ path, load }) => ({
              path,
              lazy: async () => ({ Component: await load() }),
            })),
            {
              path: paths.admin.club.path,
              lazy: async () => {
                const { AdminClubRoute } = await import('./routes/admin/club')
                return { Component: AdminClubRoute }
              },
            },
            {
              path: paths.admin.users.path,
              lazy: async () => {
                const { AdminUsersRoute } = await import('./routes/admin/users')
                return { Component: AdminUsersRoute }
              },
            },
            {
              path: paths.admin.activity.path,
              lazy: async () => {
                const { AdminActivityRoute } = await import('./routes/admin/activity')
                return { Component: AdminActivityRoute }
              },
            },
            {
              path: paths.admin.profile.path,
              lazy: async () => {
                const { AdminProfileRoute } = await import('./routes/admin/profile')
                return { Component: AdminProfileRoute }
              },
            },
          ],
        },
      ],
    },
  ])
}

export type AppRouter = ReturnType<typeof createAppRouter>
