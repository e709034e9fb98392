import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { buildSite } from '@/testing/factories'
import { jsonResponse, stubFetch } from '@/testing/fetch'

import { SITE_QUERY_KEY, SITE_RETRIES, siteRetryDelay, useSite } from './get-site'

function wrapper(client: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>
  }
}

describe('site query', () => {
  it('retries 3 times, waiting 1s, 2s, then 4s', () => {
    expect(SITE_RETRIES).toBe(3)
    expect([0, 1, 2].map(siteRetryDelay)).toEqual([1000, 2000, 4000])
  })

  it("is cached under the ['site'] key", () => {
    expect(SITE_QUERY_KEY).toEqual(['site'])
  })

  it('paints from the inlined payload without a request', () => {
    const site = buildSite({ club_name: 'Velvet' })
    const script = document.createElement('script')
    script.id = 'site-data'
    script.type = 'application/json'
    script.textContent = JSON.stringify(site)
    document.head.append(script)
    const fetchSpy = vi.spyOn(globalThis, 'fetch')

    const { result } = renderHook(() => useSite(), { wrapper: wrapper(new QueryClient()) })

    expect(result.current.data).toEqual(site)
    expect(fetchSpy).not.toHaveBeenCalled()
    script.remove()
  })

  it('fetches GET /api/site when nothing is inlined', async () => {
    const site = buildSite({ club_name: 'Velvet' })
    const { calls } = stubFetch(() => jsonResponse(site))

    const { result } = renderHook(() => useSite(), { wrapper: wrapper(new QueryClient()) })

    await waitFor(() => {
      expect(result.current.data).toEqual(site)
    })
    expect(calls).toMatchObject([{ url: '/api/site', method: 'GET' }])
  })
})
