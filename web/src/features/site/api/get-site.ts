import { queryOptions, useQuery } from '@tanstack/react-query'

import { answer, api } from '@/lib/api-client'
import type { SitePublic } from '@/lib/api/types'
import { heroRetryDelay, PUBLIC_RETRIES } from '@/lib/query-policies'

import { readInlinedSiteData } from './inlined-site-data'

export const SITE_QUERY_KEY = ['site'] as const

// The ['site'] query feeds the navigation and the hero. The hero is fetched up to
// 3 more times, waiting 1s, 2s, then 4s; the navigation fails silently to its defaults.
export const SITE_RETRIES = PUBLIC_RETRIES
export const siteRetryDelay = heroRetryDelay

export function getSite(signal?: AbortSignal): Promise<SitePublic> {
  return answer(api.GET('/api/site', { signal }))
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
