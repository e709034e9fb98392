export const SMOOTH_SCROLL_ATTRIBUTE = 'data-smooth-scroll'

// Whether the scroll a navigation makes should glide: only a link to another part of the page
// already shown (/#events from the landing page). A new page starts at its top at once, and Back
// or Forward return at once to where the visitor was.
export function glidesTo(previousPathname: string | null, pathname: string, hash: string, type: string): boolean {
  return previousPathname === pathname && hash.length > 1 && type !== 'POP'
}
