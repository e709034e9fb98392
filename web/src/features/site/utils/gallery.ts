import type { GalleryItemPublic } from '@/lib/api/types'

export const ALL_CATEGORIES = 'all'

// 'all' plus each distinct category, in the order they first appear, capitalised for display.
export function galleryCategories(items: readonly GalleryItemPublic[]): string[] {
  const seen = new Set<string>()
  for (const item of items) {
    if (item.category.trim() !== '') seen.add(item.category)
  }
  return [ALL_CATEGORIES, ...seen]
}

// Capitalised like CSS `text-transform: capitalize`: 'vip lounge' -> 'Vip Lounge', 'all' -> 'All'.
export function categoryLabel(category: string): string {
  return category.replace(
    /(^|\s)(\S)/g,
    (_, space: string, letter: string) => space + letter.toUpperCase(),
  )
}

export function filterByCategory(
  items: readonly GalleryItemPublic[],
  category: string,
): GalleryItemPublic[] {
  return category === ALL_CATEGORIES
    ? [...items]
    : items.filter((item) => item.category === category)
}

// Spec: previous and next wrap at both ends and move over the full list, not the filtered one.
export function wrapIndex(index: number, step: number, length: number): number {
  if (length === 0) return 0
  return (((index + step) % length) + length) % length
}
