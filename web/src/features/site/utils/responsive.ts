import type { MediaInfo } from '@/lib/api/types'
import { remUp, type SlotLayout } from '@/lib/responsive-images'

import { CAROUSEL_SHARE } from './carousel'

// How wide the public pages show their pictures, for their `sizes`.
// Every landing section is `max-w-7xl` (80rem) inside `px-4 sm:px-6 lg:px-8`.
const SECTION_MAX = 80
const SM = 640
const MD = 768
const LG = 1024

export const LAYOUTS = {
  // The hero's background and the full-screen viewers span the viewport.
  fullWidth: { bands: [{ from: 0, columns: 1, padding: 0, inner: 0 }] },
  // Event cards: below sm a row that scrolls sideways (`utils/carousel.ts`), each card 85% of the
  // row; then `grid gap-8 sm:grid-cols-2 lg:grid-cols-3`.
  eventCard: {
    max: SECTION_MAX,
    bands: [
      { from: 0, columns: 1, padding: 2, inner: 0, share: CAROUSEL_SHARE },
      { from: SM, columns: 2, padding: 3, inner: 2 },
      { from: LG, columns: 3, padding: 4, inner: 4 },
    ],
  },
  // Gallery tiles: below sm the sideways row; then `grid gap-4 sm:grid-cols-2 lg:grid-cols-3`.
  galleryTile: {
    max: SECTION_MAX,
    bands: [
      { from: 0, columns: 1, padding: 2, inner: 0, share: CAROUSEL_SHARE },
      { from: SM, columns: 2, padding: 3, inner: 1 },
      { from: LG, columns: 3, padding: 4, inner: 2 },
    ],
  },
  // Bottle-service packages: below sm the sideways row; then `grid gap-8 md:grid-cols-2 lg:grid-cols-3`.
  packageCard: {
    max: SECTION_MAX,
    bands: [
      { from: 0, columns: 1, padding: 2, inner: 0, share: CAROUSEL_SHARE },
      { from: SM, columns: 1, padding: 3, inner: 0 },
      { from: MD, columns: 2, padding: 3, inner: 2 },
      { from: LG, columns: 3, padding: 4, inner: 4 },
    ],
  },
  // About tiles: two columns (`gap-4 sm:gap-5`), from lg in the right half of a
  // `lg:grid-cols-2 lg:gap-16` grid, so a quarter of the container less both gaps.
  aboutTile: {
    max: SECTION_MAX,
    bands: [
      { from: 0, columns: 2, padding: 2, inner: 1 },
      { from: SM, columns: 2, padding: 3, inner: 1.25 },
      { from: LG, columns: 4, padding: 4, inner: 4 + 2 * 1.25 },
    ],
  },
} as const satisfies Record<string, SlotLayout>

// The hero fills the screen's width.
export const HERO_SIZES = '100vw'

// The logo is `h-9 w-auto max-w-48`: 2.25rem tall, as wide as its proportions make it, at most 12rem.
export function logoSizes(info: MediaInfo | undefined): string {
  if (!info?.width || !info.height) return '12rem'
  return remUp(Math.min(12, (2.25 * info.width) / info.height))
}
