import { describe, expect, it } from 'vitest'

import { HERO_PRIMARY_BUTTON_TEXT, HERO_SECONDARY_BUTTON_TEXT } from '@/messages'
import { buildSection, buildSite } from '@/testing/factories'

import { toHeroContent } from './hero'

describe('hero content', () => {
  it("defaults the buttons to 'Reserve Now' #bottle-service and 'View Events' #events", () => {
    const hero = toHeroContent(buildSite({ sections: { hero: buildSection({ content: {} }) } }))
    expect(hero.primaryButton).toEqual({ text: HERO_PRIMARY_BUTTON_TEXT, link: '#bottle-service' })
    expect(hero.secondaryButton).toEqual({ text: HERO_SECONDARY_BUTTON_TEXT, link: '#events' })
  })

  it('uses the defaults when there is no hero section at all, with the club name as title', () => {
    const hero = toHeroContent(buildSite({ club_name: 'Velvet' }))
    expect(hero.title).toBe('Velvet')
    expect(hero.primaryButton.text).toBe('Reserve Now')
    expect(hero.secondaryButton.link).toBe('#events')
  })

  it('treats blank or non-text button fields as absent', () => {
    const hero = toHeroContent(
      buildSite({
        sections: {
          hero: buildSection({ content: { primary_button_text: '  ', secondary_button_link: 7 } }),
        },
      }),
    )
    expect(hero.primaryButton.text).toBe('Reserve Now')
    expect(hero.secondaryButton.link).toBe('#events')
  })

  it('takes every field from the hero content when set', () => {
    const hero = toHeroContent(
      buildSite({
        sections: {
          hero: buildSection({
            content: {
              title: 'Where the night begins',
              subtitle: 'Three floors. One night.',
              background_image: '/media/hero-images/a.jpg',
              background_video: '/media/hero-images/a.mp4',
              primary_button_text: 'Book a table',
              primary_button_link: '#bottle-service',
              secondary_button_text: 'Our menu',
              secondary_button_link: '/menu',
            },
          }),
        },
      }),
    )
    expect(hero).toEqual({
      title: 'Where the night begins',
      subtitle: 'Three floors. One night.',
      backgroundImage: '/media/hero-images/a.jpg',
      backgroundVideo: '/media/hero-images/a.mp4',
      primaryButton: { text: 'Book a table', link: '#bottle-service' },
      secondaryButton: { text: 'Our menu', link: '/menu' },
    })
  })
})
