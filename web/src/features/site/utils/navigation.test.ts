import { describe, expect, it } from 'vitest'

import { buildNavigation } from '@/testing/factories'

import { buildNavLinks, DEFAULT_NAV_LINKS, mobileLabel } from './navigation'

const summary = (links: { text: string; url: string; isButton: boolean }[]) =>
  links.map((link) => `${link.text} ${link.url}${link.isButton ? ' (button)' : ''}`)

describe('navigation links', () => {
  it('uses the spec defaults, with Menu after Events, when there are no navigation settings', () => {
    expect(summary(buildNavLinks(null))).toEqual([
      'Events #events',
      'Menu /menu',
      'Gallery #gallery',
      'About #about',
      'Contact #contact',
      'Bottle Service #bottle-service (button)',
    ])
  })

  it('uses the defaults when the settings hold no links', () => {
    expect(buildNavLinks(buildNavigation({ links: [] }))).toEqual(buildNavLinks(undefined))
  })

  it('keeps the defaults untouched', () => {
    buildNavLinks(null)
    expect(DEFAULT_NAV_LINKS).toHaveLength(5)
  })

  it.each([
    {
      what: 'uses the links from the settings when there are some',
      links: [
        { text: 'Nights', url: '#events', isButton: false },
        { text: 'Book', url: '#bottle-service', isButton: true },
      ],
      shown: ['Nights #events', 'Menu /menu', 'Book #bottle-service (button)'],
    },
    {
      what: 'places Menu before the first button when there is no Events link',
      links: [
        { text: 'About', url: '#about', isButton: false },
        { text: 'Book', url: '#bottle-service', isButton: true },
      ],
      shown: ['About #about', 'Menu /menu', 'Book #bottle-service (button)'],
    },
    {
      what: 'does not add Menu twice when staff already linked the menu page',
      links: [{ text: 'Drinks', url: '/menu', isButton: false }],
      shown: ['Drinks /menu'],
    },
  ])('$what', ({ links, shown }) => {
    expect(summary(buildNavLinks(buildNavigation({ links })))).toEqual(shown)
  })

  it("labels the bottle-service button 'Bottle Service' on mobile", () => {
    expect(mobileLabel({ text: 'Service', url: '#bottle-service', isButton: true })).toBe(
      'Bottle Service',
    )
    expect(mobileLabel({ text: 'Gallery', url: '#gallery', isButton: false })).toBe('Gallery')
  })
})
