import { EXTERNAL_LINK_PREFIXES } from '@/lib/api/rules'

const isExternal = (href: string) => {
  const lower = href.toLowerCase()
  return EXTERNAL_LINK_PREFIXES.some((prefix) => lower.startsWith(prefix))
}

// Content links come from the admin as a path, an #anchor of the landing page, or a full URL.
// Anchors always point at the landing page so they also work from /menu (the server's first
// screen follows the same rule: src/nocturne/kit/links.py). Returns null for a link
// that leaves the app.
export function toRouterTarget(href: string): string | null {
  if (isExternal(href)) return null
  if (href.startsWith('#')) return `/${href}`
  return href.startsWith('/') ? href : `/${href}`
}
