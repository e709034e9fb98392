import { useQuery } from '@tanstack/react-query'

import { answer, api } from '@/lib/api-client'
import type { ContentSectionPublic, PackagePublic } from '@/lib/api/types'

import { getSectionWith } from './get-section'
import { publicKeys, publicSectionQuery } from './public-queries'

// The packages are fetched together with the bottle-service content.
export type BottleServiceData = { section: ContentSectionPublic | null; packages: PackagePublic[] }

export async function getBottleService(signal?: AbortSignal): Promise<BottleServiceData> {
  const { section, rows } = await getSectionWith(
    'bottle-service',
    (abort) => answer(api.GET('/api/packages', { signal: abort })),
    signal,
  )
  return { section, packages: rows }
}

export function getBottleServiceQueryOptions() {
  return publicSectionQuery(publicKeys.bottleService, getBottleService, (site) => ({
    section: site.sections['bottle-service'] ?? null,
    packages: site.packages,
  }))
}

export function useBottleService() {
  return useQuery(getBottleServiceQueryOptions())
}
