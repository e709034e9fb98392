import { EXTERNAL_LINK_PREFIXES } from '@/lib/api/rules'

// What a link never holds (the server's rule: src/nocturne/kit/links.py): whitespace and control
// characters, which browsers drop from an address, a backslash, which they read as a slash
// ("/\evil.example" opens another site, like "//evil.example"), and quotes or angle brackets.
const UNSAFE_IN_LINK = /[\s\\<>"'`]/
const isControl = (code: number) => code < 0x20 || code === 0x7f

export function hasUnsafeCharacters(value: string): boolean {
  return (
    UNSAFE_IN_LINK.test(value) || Array.from(value, (char) => char.charCodeAt(0)).some(isControl)
  )
}

// A page of this site: a path from its root, never one a browser reads as another site.
export function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !hasUnsafeCharacters(href)
}

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

// A number to call: a tel: link with only the digits, and the plus that starts an international
// number ("+1 (555) 123-4567" → tel:+15551234567). Null when there is no digit to dial.
export function telHref(phone: string): string | null {
  const digits = phone.replace(/\D/g, '')
  if (!digits) return null
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`
}

// Directions to an address: a maps search, which a phone opens in its maps app (the guest's mails
// link the same search: src/nocturne/mail/letters/reservations.py). Null for a blank address. Open it in a
// new tab (target="_blank" rel="noopener").
export function directionsHref(address: string): string | null {
  const query = address.replace(/\s+/g, ' ').trim()
  if (!query) return null
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`
}
