import { describe, expect, it } from 'vitest'

import { UPLOAD_INVALID_IMAGE_TYPE, UPLOAD_INVALID_MEDIA_TYPE } from '@/messages'

import { checkFile, isVideoUrl, ruleFor, uploadHint } from './upload-rules'

const MB = 1024 * 1024
const file = (name: string, size: number, type = '') => ({ name, size, type })

describe('checkFile', () => {
  it('lets logos and menu images be images only, with the product’s message', () => {
    expect(checkFile(file('logo.png', 10, 'image/png'), ruleFor('logos'))).toBeNull()
    expect(checkFile(file('clip.mp4', 10, 'video/mp4'), ruleFor('logos'))).toBe(
      UPLOAD_INVALID_IMAGE_TYPE,
    )
    expect(checkFile(file('menu.pdf', 10, 'application/pdf'), ruleFor('menu-images'))).toBe(
      UPLOAD_INVALID_IMAGE_TYPE,
    )
  })

  it('lets the other buckets take images and MP4, WebM and OGG videos', () => {
    for (const name of ['a.jpg', 'a.JPEG', 'a.gif', 'a.webp', 'a.mp4', 'a.webm', 'a.ogg']) {
      expect(checkFile(file(name, 10), ruleFor('hero-images'))).toBeNull()
    }
    expect(checkFile(file('page.svg', 10, 'image/svg+xml'), ruleFor('gallery-media'))).toBe(
      UPLOAD_INVALID_MEDIA_TYPE,
    )
    expect(checkFile(file('notes.txt', 10, 'text/plain'), ruleFor('events-images'))).toBe(
      UPLOAD_INVALID_MEDIA_TYPE,
    )
    expect(checkFile(file('noextension', 10), ruleFor('events-images'))).toBe(
      UPLOAD_INVALID_MEDIA_TYPE,
    )
  })

  it('refuses a file above its bucket limit with the product’s message', () => {
    expect(checkFile(file('logo.png', 2 * MB), ruleFor('logos'))).toBeNull()
    expect(checkFile(file('logo.png', 2 * MB + 1), ruleFor('logos'))).toBe(
      'File size must be less than 2MB',
    )
    expect(checkFile(file('menu.jpg', 10 * MB + 1), ruleFor('menu-images'))).toBe(
      'File size must be less than 10MB',
    )
    expect(checkFile(file('night.mp4', 100 * MB + 1), ruleFor('hero-images'))).toBe(
      'File size must be less than 100MB',
    )
  })

  it('lets a screen narrow, never widen, its bucket rule', () => {
    expect(ruleFor('social-icons', { kinds: 'images', limit: '2MB' })).toEqual({
      kinds: 'images',
      limit: '2MB',
    })
    expect(ruleFor('logos', { kinds: 'media', limit: '100MB' })).toEqual({
      kinds: 'images',
      limit: '2MB',
    })
  })
})

describe('uploadHint', () => {
  it("states the sizes and the logo's recommended size", () => {
    expect(uploadHint('logos')).toContain('up to 2MB')
    expect(uploadHint('logos')).toContain('Recommended size: 200x50 px')
    expect(uploadHint('hero-images')).toContain('up to 100MB')
    expect(uploadHint('gallery-media')).toContain('up to 100MB')
    expect(uploadHint('bottle-service-images')).toContain('up to 100MB')
    expect(
      uploadHint('social-icons', ruleFor('social-icons', { kinds: 'images', limit: '2MB' })),
    ).toContain('up to 2MB')
  })
})

describe('isVideoUrl', () => {
  it('treats an address containing mp4, webm or ogg as a video', () => {
    expect(isVideoUrl('/media/hero-images/a.mp4')).toBe(true)
    expect(isVideoUrl('https://cdn.example.com/x.webm?x=1')).toBe(true)
    expect(isVideoUrl('/media/hero-images/a.jpg')).toBe(false)
  })
})
