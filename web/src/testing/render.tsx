import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router'

import { AuthContext } from '@/lib/auth'
import { createAuthStore, type AuthStore } from '@/lib/auth-store'

// Renders one screen inside a fresh query client and an in-memory router.
export function renderWithProviders(
  element: ReactElement,
  {
    path = '/',
    queryClient = new QueryClient(),
  }: { path?: string; queryClient?: QueryClient } = {},
) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] })
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  }
}

// Renders a few routes with their own session store (no refresh lock, nothing shared between
// tests). The router is returned so a test can read where it ended up.
export function renderRoutes(
  routes: RouteObject[],
  {
    path = '/',
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    authStore = createAuthStore({ locks: null }),
  }: { path?: string; queryClient?: QueryClient; authStore?: AuthStore } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  return {
    router,
    authStore,
    queryClient,
    ...render(
      <AuthContext value={authStore}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AuthContext>,
    ),
  }
}

export function stubMatchMedia(prefersDark: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: prefersDark && query === '(prefers-color-scheme: dark)',
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList
}
