import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api-client'
import type { SitePublic } from '@/lib/api/types'

import { readInlinedSiteData } from './inlined-site-data'
import { HERO_RETRY_DELAYS_MS, PUBLIC_RETRIES, retryDelayFrom } from './public-retry'

export const SITE_QUERY_KEY = ['site'] as const

// The ['site'] query feeds the navigation and the hero. The hero is fetched up to
// 3 more times, waiting 1s, 2s, then 4s; the navigation fails silently to its defaults.
export const SITE_RETRIES = PUBLIC_RETRIES
export const siteRetryDelay = retryDelayFrom(HERO_RETRY_DELAYS_MS)

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
