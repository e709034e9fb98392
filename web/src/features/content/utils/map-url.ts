import { INVALID_URL } from '@/messages-admin'
import { INVALID_MAPS_EMBED_URL } from '../messages'

export type MapUrlCheck = { ok: true; url: string } | { ok: false; message: string }

const IFRAME_SRC = /<iframe\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
}

// An <iframe> snippet gives its src; anything else is taken as is.
export function extractMapSrc(input: string): string {
  const trimmed = input.trim()
  if (!trimmed.toLowerCase().startsWith('<iframe')) return trimmed
  const match = IFRAME_SRC.exec(trimmed)
  if (!match) return trimmed
  const src = decodeEntities((match[1] ?? match[2] ?? match[3] ?? '').trim())
  // A snippet without a source stays as typed, so it is refused rather than read as 'no map'.
  return src === '' ? trimmed : src
}

// The server's rule: an http(s) address (else 'Please enter a valid URL') that is https on
// exactly www.google.com with an embed path (else the Google Maps message). Blank is allowed:
// no map is shown.
export function checkMapUrl(input: string): MapUrlCheck {
  const src = extractMapSrc(input)
  if (src === '') return { ok: true, url: '' }
  let url: URL
  try {
    url = new URL(src)
  } catch {
    return { ok: false, message: INVALID_URL }
  }
  const web = (url.protocol === 'https:' || url.protocol === 'http:') && url.host !== ''
  if (!web || /\s/.test(src)) return { ok: false, message: INVALID_URL }
  const embedPath = url.pathname === '/maps/embed' || url.pathname.startsWith('/maps/embed/v1/')
  // The whole host part must be Google's (no user part, no port), and nothing may leave the
  // iframe's src attribute (checked on the text as typed: the parser would repair it).
  const plainHost = url.host === 'www.google.com' && url.username === '' && !src.includes('@')
  if (url.protocol !== 'https:' || !plainHost || !embedPath || /[\\<>"'`]/.test(src)) {
    return { ok: false, message: INVALID_MAPS_EMBED_URL }
  }
  return { ok: true, url: src }
}
