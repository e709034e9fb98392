import { INVALID_MAPS_EMBED_URL, INVALID_URL } from '@/messages'

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
// www.google.com with a path starting /maps/embed (else the Google Maps message). Blank is allowed:
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
  if (url.protocol !== 'https:' || url.hostname !== 'www.google.com' || !url.pathname.startsWith('/maps/embed')) {
    return { ok: false, message: INVALID_MAPS_EMBED_URL }
  }
  return { ok: true, url: src }
}
