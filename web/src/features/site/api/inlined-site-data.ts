import type { SitePublic } from '@/lib/api/types'

export const SITE_DATA_ELEMENT_ID = 'site-data'

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

// A shallow check: enough to trust the payload's shape for a first paint. The server produces it
// from the same schema as GET /api/site.
function looksLikeSite(value: unknown): value is SitePublic {
  return (
    isRecord(value) &&
    typeof value.club_name === 'string' &&
    isRecord(value.sections) &&
    Array.isArray(value.events) &&
    Array.isArray(value.gallery_items) &&
    Array.isArray(value.packages)
  )
}

// The server inlines the /api/site payload into the page it serves for `/`, as
// <script id="site-data" type="application/json">, so the first paint needs no round trip.
// Every landing section seeds its query from this payload: it is parsed once per text.
let parsed: { text: string; site: SitePublic | undefined } | null = null

export function readInlinedSiteData(doc: Document = document): SitePublic | undefined {
  const text = doc.getElementById(SITE_DATA_ELEMENT_ID)?.textContent
  if (!text) return undefined
  if (parsed?.text !== text) {
    let site: SitePublic | undefined
    try {
      const value: unknown = JSON.parse(text)
      site = looksLikeSite(value) ? value : undefined
    } catch {
      site = undefined
    }
    parsed = { text, site }
  }
  return parsed.site
}
