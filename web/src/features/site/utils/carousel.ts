// On phones (below sm) the long lists of the landing page (events, gallery, packages) are one row
// that scrolls sideways instead of a column: each card takes 85% of the row, so the next one peeks
// in, and the row snaps to a card. The list reaches the screen's edges (the section's px-4 undone)
// and keeps the section's inset for its first card and where it snaps. From sm on, the classes
// are undone and each list adds its own grid. Only CSS: keyboard focus scrolls a card into view.
// The list is `relative` so what is positioned inside a card (a screen-reader-only label) scrolls
// with it instead of widening the page.
export const CAROUSEL_SHARE = 0.85

export const CAROUSEL_LIST =
  'relative -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto overscroll-x-contain px-4 pt-2 pb-4 motion-safe:scroll-smooth ' +
  'sm:mx-0 sm:snap-none sm:overflow-visible sm:p-0'

// w-[85%]: CAROUSEL_SHARE of the row.
export const CAROUSEL_ITEM = 'w-[85%] shrink-0 snap-start sm:w-auto'
