import type { ReactNode } from 'react'

import { useSite } from '../api/get-site'
import { NO_MEDIA, SiteMediaContext } from '../hooks/site-media-context'

// Hands the site payload's picture details to every picture below: the sections read their rows
// from their own queries, and the pictures' details from this one.
export function SiteMediaProvider({ children }: { children: ReactNode }) {
  const { data: site } = useSite()
  return <SiteMediaContext value={site?.media ?? NO_MEDIA}>{children}</SiteMediaContext>
}
