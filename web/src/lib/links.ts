const EXTERNAL = /^(https?:|mailto:|tel:|\/\/)/i

// Content links come from the admin as a path, an #anchor of the landing page, or a full URL.
// Anchors always point at the landing page so they also work from /menu. Returns null for a link
// that leaves the app.
export function toRouterTarget(href: string): string | null {
  if (EXTERNAL.test(href)) return null
  if (href.startsWith('#')) return `/${href}`
  return href.startsWith('/') ? href : `/${href}`
}
