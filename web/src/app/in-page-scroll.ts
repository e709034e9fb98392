export const SMOOTH_SCROLL_ATTRIBUTE = 'data-smooth-scroll'

// Whether the scroll a navigation makes should glide: only a link to another part of the page
// already shown (/#events from the landing page). A new page starts at its top at once, and Back
// or Forward return at once to where the visitor was.
export function glidesTo(
  previousPathname: string | null,
  pathname: string,
  hash: string,
  type: string,
): boolean {
  return previousPathname === pathname && hash.length > 1 && type !== 'POP'
}

// Where a navigation leaves the page: where the visitor was on an entry they return to (Back,
// Forward, a reload), else the #anchor's part, else the top of a new page. `null` leaves the
// scroll as it is: the first page of a visit, where the browser has already placed it.
export type ScrollTarget = { top: number } | { anchor: string } | null

export function scrollTargetOf(
  saved: number | undefined,
  hash: string,
  type: string,
  firstPage: boolean,
): ScrollTarget {
  if (type === 'POP' && saved !== undefined) return { top: saved }
  if (hash.length > 1) return { anchor: decodeURIComponent(hash.slice(1)) }
  return firstPage ? null : { top: 0 }
}
