import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'

// Renders one screen inside a fresh query client and an in-memory router.
export function renderWithProviders(
  element: ReactElement,
  { path = '/', queryClient = new QueryClient() }: { path?: string; queryClient?: QueryClient } = {},
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
