import { describe, expect, it } from 'vitest'

import { iconKey, isVideoUrl } from './media'

describe('video detection', () => {
  it('treats an address containing mp4, webm or ogg as a video', () => {
    expect(isVideoUrl('/media/hero-images/a.mp4')).toBe(true)
    expect(isVideoUrl('https://cdn.example.com/clip.webm?x=1')).toBe(true)
    expect(isVideoUrl('/media/gallery-media/night.OGG')).toBe(true)
  })

  it('treats anything else as an image', () => {
    expect(isVideoUrl('/media/events-images/gala.jpg')).toBe(false)
    expect(isVideoUrl(null)).toBe(false)
    expect(isVideoUrl(undefined)).toBe(false)
  })
})

describe('icon names', () => {
  it('reads PascalCase, spaced and underscored names as lucide kebab-case names', () => {
    expect(iconKey('GlassWater')).toBe('glass-water')
    expect(iconKey(' glass water ')).toBe('glass-water')
    expect(iconKey('party_popper')).toBe('party-popper')
    expect(iconKey('crown')).toBe('crown')
  })
})
