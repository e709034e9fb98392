import { describe, expect, it } from 'vitest'

import { directionsHref, isSitePath, telHref, toRouterTarget } from './links'

describe('isSitePath', () => {
  it('takes a path of this site', () => {
    expect(isSitePath('/privacy')).toBe(true)
    expect(isSitePath('/menu#kitchen')).toBe(true)
  })

  it('refuses a path a browser reads as another site', () => {
    const elsewhere = [
      '//evil.example',
      '/\\evil.example',
      '/\\\\evil.example',
      '/\t/evil.example',
      '/\u0001x',
    ]
    for (const href of [...elsewhere, 'privacy']) expect(isSitePath(href), href).toBe(false)
  })
})

describe('telHref', () => {
  it('keeps the digits and a leading plus', () => {
    expect(telHref('+1 (555) 123-4567')).toBe('tel:+15551234567')
    expect(telHref('(212) 555.0199')).toBe('tel:2125550199')
    expect(telHref('  +44 20 7946 0000 ')).toBe('tel:+442079460000')
  })

  it('drops a plus that does not start the number', () => {
    expect(telHref('555+123')).toBe('tel:555123')
  })

  it('has no link for a number without digits', () => {
    expect(telHref('call us')).toBeNull()
    expect(telHref('')).toBeNull()
  })
})

describe('directionsHref', () => {
  it('is a maps search for the whole address, encoded', () => {
    expect(directionsHref('123 Nightlife Avenue, New York, NY 10001')).toBe(
      'https://www.google.com/maps/search/?api=1&query=123%20Nightlife%20Avenue%2C%20New%20York%2C%20NY%2010001',
    )
  })

  it('encodes what would break the query', () => {
    const href = directionsHref('Rue d’Été #4 & Co?')
    expect(href).not.toBeNull()
    const url = new URL(href ?? '')
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/search/')
    expect(url.searchParams.get('api')).toBe('1')
    expect(url.searchParams.get('query')).toBe('Rue d’Été #4 & Co?')
    expect(url.hash).toBe('')
  })

  it('collapses line breaks and runs of spaces, and has no link for a blank address', () => {
    expect(directionsHref(' 1 Main St\n  Springfield ')).toBe(
      'https://www.google.com/maps/search/?api=1&query=1%20Main%20St%20Springfield',
    )
    expect(directionsHref('   ')).toBeNull()
  })
})

describe('toRouterTarget', () => {
  it('points anchors at the landing page and keeps paths', () => {
    expect(toRouterTarget('#events')).toBe('/#events')
    expect(toRouterTarget('/menu')).toBe('/menu')
    expect(toRouterTarget('menu')).toBe('/menu')
  })

  it('leaves links that leave the app alone', () => {
    expect(toRouterTarget('https://example.com')).toBeNull()
    expect(toRouterTarget('tel:+15551234567')).toBeNull()
  })
})
