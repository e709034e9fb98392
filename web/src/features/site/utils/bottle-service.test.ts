import { describe, expect, it } from 'vitest'

import { buildSection } from '@/testing/factories'

import { EXPERIENCE_FALLBACK_IMAGES, experienceTiles } from './bottle-service'

// The pictures in the app's sources, by the address the build gives them.
const shipped: string[] = Object.values(
  import.meta.glob<string>('/src/assets/**/*.{webp,jpg,png}', {
    eager: true,
    import: 'default',
    query: '?url',
  }),
)

describe('experienceTiles', () => {
  it('falls back to pictures that ship with the app, not to uploads a fresh install lacks', () => {
    const tiles = experienceTiles(null)
    expect(tiles).toHaveLength(4)
    for (const tile of tiles) {
      expect(tile.src).not.toMatch(/^\/media\//)
      expect(shipped).toContain(tile.src)
    }
  })

  it('uses the experience images where there are some', () => {
    const section = buildSection({
      section_name: 'bottle-service',
      content: { experience: { title: 'VIP', images: ['/media/experience-images/a.jpg', ' '] } },
    })
    const tiles = experienceTiles(section)
    expect(tiles[0]).toEqual({ src: '/media/experience-images/a.jpg', alt: 'VIP 1' })
    expect(tiles[1]).toEqual(EXPERIENCE_FALLBACK_IMAGES[1])
  })
})
