import { describe, expect, it } from 'vitest'

import { buildGalleryItem } from '@/testing/factories'

import { categoryLabel, filterByCategory, galleryCategories, wrapIndex } from './gallery'

describe('gallery categories', () => {
  const items = [
    buildGalleryItem({ category: 'dance floor' }),
    buildGalleryItem({ category: 'dj' }),
    buildGalleryItem({ category: 'dance floor' }),
    buildGalleryItem({ category: 'vip lounge' }),
  ]

  it("offers 'all' plus each distinct category once, in order of appearance", () => {
    expect(galleryCategories(items)).toEqual(['all', 'dance floor', 'dj', 'vip lounge'])
  })

  it('capitalises the filter labels', () => {
    expect(galleryCategories(items).map(categoryLabel)).toEqual([
      'All',
      'Dance Floor',
      'Dj',
      'Vip Lounge',
    ])
  })

  it("filters by category, and 'all' shows everything", () => {
    expect(filterByCategory(items, 'dance floor')).toHaveLength(2)
    expect(filterByCategory(items, 'all')).toHaveLength(4)
  })
})

describe('gallery viewer moves', () => {
  it('wraps from the last gallery item to the first', () => {
    expect(wrapIndex(8, 1, 9)).toBe(0)
  })

  it('wraps from the first gallery item to the last', () => {
    expect(wrapIndex(0, -1, 9)).toBe(8)
  })

  it('steps inside the list otherwise', () => {
    expect(wrapIndex(3, 1, 9)).toBe(4)
    expect(wrapIndex(3, -1, 9)).toBe(2)
  })
})
