import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api-client'
import type { ContentSectionPublic, PackagePublic, PackagesPublic } from '@/lib/api/types'

import { getSection } from './get-section'
import { PUBLIC_RETRIES, sectionRetryDelay } from './public-retry'
import { inlined, publicKeys } from './public-queries'

// The packages are fetched together with the bottle-service content.
export type BottleServiceData = { section: ContentSectionPublic | null; packages: PackagePublic[] }

export async function getBottleService(signal?: AbortSignal): Promise<BottleServiceData> {
  const [section, packages] = await Promise.all([
    getSection('bottle-service', signal),
    api.get<PackagesPublic>('/api/packages', { signal }),
  ])
  return { section, packages: packages.data }
}

export function getBottleServiceQueryOptions() {
  return queryOptions({
    queryKey: publicKeys.bottleService,
    queryFn: ({ signal }) => getBottleService(signal),
    initialData: inlined((site) => ({
      section: site.sections['bottle-service'] ?? null,
      packages: site.packages,
    })),
    staleTime: 60_000,
    retry: PUBLIC_RETRIES,
    retryDelay: sectionRetryDelay,
  })
}

export function useBottleService() {
  return useQuery(getBottleServiceQueryOptions())
}
