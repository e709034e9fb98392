import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api-client'
import type { SitePublic } from '@/lib/api/types'

import { readInlinedSiteData } from './inlined-site-data'

export const SITE_QUERY_KEY = ['site'] as const

// Spec section 8: the hero is fetched up to 3 more times, waiting 1s, 2s, then 4s.
export const SITE_RETRIES = 3
const SITE_RETRY_DELAYS_MS = [1000, 2000, 4000] as const

export function siteRetryDelay(failureCount: number): number {
  return SITE_RETRY_DELAYS_MS[Math.min(failureCount, SITE_RETRY_DELAYS_MS.length - 1)] ?? 4000
}

export function getSite(signal?: AbortSignal): Promise<SitePublic> {
  return api.get<SitePublic>('/api/site', { signal })
}

export function getSiteQueryOptions() {
  return queryOptions({
    queryKey: SITE_QUERY_KEY,
    queryFn: ({ signal }) => getSite(signal),
    initialData: readInlinedSiteData,
    staleTime: 60_000,
    retry: SITE_RETRIES,
    retryDelay: siteRetryDelay,
  })
}

export function useSite() {
  return useQuery(getSiteQueryOptions())
}
