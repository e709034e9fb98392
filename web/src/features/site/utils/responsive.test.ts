import { describe, expect, it } from 'vitest'

import {
  focusPosition,
  pickSource,
  responsiveImage,
  sizesFor,
  slotWidth,
  srcSetFor,
  type MediaInfo,
} from '@/lib/responsive-images'
import { LAYOUTS, logoSizes } from './responsive'
import { buildMediaInfo } from '@/testing/factories'

const SRC = '/media/events-images/gala.jpg'

function info(overrides: Partial<MediaInfo> = {}): MediaInfo {
  const described = buildMediaInfo(SRC, { width: 2000, height: 1000, widths: [480, 960, 1600] })
  return {
    ...described,
    ...(overrides.renditions?.length === 0 ? { srcset: '' } : {}),
    ...overrides,
  }
}

describe('srcset', () => {
  it("is the server's list: the renditions, narrowest first, then the original at its own width", () => {
    expect(srcSetFor(SRC, info())).toBe(
      '/media/events-images/gala-w480.webp 480w, /media/events-images/gala-w960.webp 960w, ' +
        '/media/events-images/gala-w1600.webp 1600w, /media/events-images/gala.jpg 2000w',
    )
  })

  it('has none for a picture without renditions (not made yet, or too small), nor for one the payload does not know', () => {
    expect(srcSetFor(SRC, info({ renditions: [] }))).toBeUndefined()
    expect(srcSetFor(SRC, undefined)).toBeUndefined()
  })
})

describe('sizes', () => {
  it('follows the event grid: a sideways row of cards 85% wide on phones, two from sm, three from lg, fixed past the 80rem container', () => {
    expect(sizesFor(LAYOUTS.eventCard)).toBe(
      '(min-width: 1344px) 25.34rem, (min-width: 1024px) calc((100vw - 8rem) / 3), ' +
        '(min-width: 640px) calc((100vw - 5rem) / 2), calc((100vw - 2rem) * 0.85)',
    )
  })

  it('follows the gallery grid: the sideways row on phones, two columns from sm', () => {
    expect(sizesFor(LAYOUTS.galleryTile)).toBe(
      '(min-width: 1344px) 26rem, (min-width: 1024px) calc((100vw - 6rem) / 3), ' +
        '(min-width: 640px) calc((100vw - 4rem) / 2), calc((100vw - 2rem) * 0.85)',
    )
  })

  it('follows the packages grid: the sideways row on phones, one column from sm, two from md', () => {
    expect(sizesFor(LAYOUTS.packageCard)).toBe(
      '(min-width: 1344px) 25.34rem, (min-width: 1024px) calc((100vw - 8rem) / 3), ' +
        '(min-width: 768px) calc((100vw - 5rem) / 2), (min-width: 640px) calc(100vw - 3rem), calc((100vw - 2rem) * 0.85)',
    )
  })

  it('is the whole viewport for the hero and the viewers', () => {
    expect(sizesFor(LAYOUTS.fullWidth)).toBe('100vw')
  })

  it('gives the same widths as the layout computes in pixels', () => {
    expect(slotWidth(LAYOUTS.eventCard, 390)).toBeCloseTo(358 * 0.85)
    expect(slotWidth(LAYOUTS.eventCard, 800)).toBe(360)
    expect(slotWidth(LAYOUTS.eventCard, 1280)).toBe(384)
    expect(slotWidth(LAYOUTS.eventCard, 1920)).toBeCloseTo((1280 - 64) / 3)
    expect(slotWidth(LAYOUTS.galleryTile, 400)).toBeCloseTo(368 * 0.85)
    expect(slotWidth(LAYOUTS.galleryTile, 500)).toBeCloseTo(468 * 0.85)
    expect(slotWidth(LAYOUTS.galleryTile, 700)).toBe(318)
    expect(slotWidth(LAYOUTS.packageCard, 390)).toBeCloseTo(358 * 0.85)
    expect(slotWidth(LAYOUTS.aboutTile, 390)).toBe(171)
    expect(slotWidth(LAYOUTS.fullWidth, 390)).toBe(390)
  })

  it('sizes the logo by its proportions, at most 12rem', () => {
    expect(logoSizes(info({ width: 400, height: 100 }))).toBe('9rem')
    expect(logoSizes(info({ width: 4000, height: 100 }))).toBe('12rem')
    expect(logoSizes(undefined)).toBe('12rem')
  })
})

describe('one file for a width (posters)', () => {
  it('takes the narrowest rendition at least as wide as needed, else the original', () => {
    expect(pickSource(SRC, info(), 400)).toBe('/media/events-images/gala-w480.webp')
    expect(pickSource(SRC, info(), 780)).toBe('/media/events-images/gala-w960.webp')
    expect(pickSource(SRC, info(), 1170)).toBe('/media/events-images/gala-w1600.webp')
    expect(pickSource(SRC, info(), 1800)).toBe(SRC)
    expect(pickSource(SRC, info(), 5000)).toBe(SRC)
  })

  it('keeps the original while there are no renditions', () => {
    expect(pickSource(SRC, info({ renditions: [] }), 400)).toBe(SRC)
    expect(pickSource(SRC, undefined, 400)).toBe(SRC)
  })
})

describe('focal point', () => {
  it('is the object-position that keeps the point in view', () => {
    expect(focusPosition(info({ focus_x: 0.5, focus_y: 0.2 }))).toBe('50% 20%')
    expect(focusPosition(info({ focus_x: 0.333, focus_y: 1 }))).toBe('33.3% 100%')
    expect(focusPosition(undefined)).toBeUndefined()
  })
})

describe('the attributes of a picture', () => {
  it('brings srcset, sizes and object-position together, the original staying the src', () => {
    const picture = responsiveImage(SRC, info({ focus_y: 0.2 }), LAYOUTS.eventCard)
    expect(picture.src).toBe(SRC)
    expect(picture.srcSet).toContain('gala-w960.webp 960w')
    expect(picture.sizes).toBe(sizesFor(LAYOUTS.eventCard))
    expect(picture.style).toEqual({ objectPosition: '50% 20%' })
  })

  it('is the plain picture the payload does not know', () => {
    expect(responsiveImage(SRC, undefined, LAYOUTS.eventCard)).toEqual({ src: SRC })
  })

  it('keeps the focal point of a picture whose renditions are not made yet', () => {
    expect(
      responsiveImage(SRC, info({ renditions: [], width: null, focus_x: 0.1 }), LAYOUTS.eventCard),
    ).toEqual({
      src: SRC,
      style: { objectPosition: '10% 50%' },
    })
  })
})
