import { describe, expect, it } from 'vitest'

import { INVALID_URL } from '@/messages-admin'
import { INVALID_MAPS_EMBED_URL } from '../messages'

import { checkMapUrl, extractMapSrc } from './map-url'

const EMBED = 'https://www.google.com/maps/embed?pb=!1m18!1m12&amp=1'

describe('extractMapSrc', () => {
  it("takes the src of Google's iframe snippet, decoding &amp;", () => {
    const snippet =
      '<iframe src="https://www.google.com/maps/embed?pb=!1m18&amp;hl=en" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy"></iframe>'
    expect(extractMapSrc(snippet)).toBe('https://www.google.com/maps/embed?pb=!1m18&hl=en')
    expect(
      extractMapSrc("<IFRAME width='1' src='https://www.google.com/maps/embed?x=1'></IFRAME>"),
    ).toBe('https://www.google.com/maps/embed?x=1')
  })

  it('keeps a plain URL as typed, trimmed', () => {
    expect(extractMapSrc(`  ${EMBED} `)).toBe(EMBED)
  })
})

describe('checkMapUrl', () => {
  it('accepts a Google Maps embed URL, from a snippet or as is, and blank', () => {
    expect(checkMapUrl(EMBED)).toEqual({ ok: true, url: EMBED })
    expect(checkMapUrl(`<iframe src="${EMBED}"></iframe>`).ok).toBe(true)
    expect(checkMapUrl('')).toEqual({ ok: true, url: '' })
  })

  it("refuses another host, path or plain http with 'Please enter a valid Google Maps embed URL'", () => {
    for (const value of [
      'https://maps.google.com/maps/embed?pb=1',
      'https://www.google.com/maps/place/Nocturne',
      'https://www.example.com/maps/embed?pb=1',
      'http://www.google.com/maps/embed?pb=1',
      'https://evil.example\\@www.google.com/maps/embed?pb=1',
      'https://x@www.google.com/maps/embed?pb=1',
      'https://www.google.com/maps/embed?pb=1"onload="alert(1)',
      'https://www.google.com:8443/maps/embed?pb=1',
      'https://www.google.com/maps/embedded-evil?pb=1',
    ]) {
      expect(checkMapUrl(value)).toEqual({ ok: false, message: INVALID_MAPS_EMBED_URL })
    }
  })

  it("refuses what is not a web address with 'Please enter a valid URL'", () => {
    for (const value of [
      'not a url',
      'javascript:alert(1)',
      'ftp://www.google.com/maps/embed',
      '<iframe width="1"></iframe>',
    ]) {
      expect(checkMapUrl(value)).toEqual({ ok: false, message: INVALID_URL })
    }
  })
})
