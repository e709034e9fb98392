// A swipe in the gallery viewer: a drag that goes more sideways than up or down, far enough
// (SWIPE_DISTANCE), or a quick flick (SWIPE_FLICK_SPEED over at least SWIPE_FLICK_DISTANCE).
// Dragging left shows the next item, right the previous one, as a phone's photo viewer does.
export const SWIPE_DISTANCE = 50
export const SWIPE_FLICK_DISTANCE = 20
// Pixels per millisecond.
export const SWIPE_FLICK_SPEED = 0.5
// Movement below this is a tap or a shaky finger: the picture does not follow it yet.
export const SWIPE_SLOP = 8

export type SwipeStep = 1 | -1

// The step a finished drag asks for, or null when it was no swipe.
export function swipeStep(dx: number, dy: number, elapsedMs: number): SwipeStep | null {
  const across = Math.abs(dx)
  if (across <= Math.abs(dy)) return null
  const flick =
    across >= SWIPE_FLICK_DISTANCE && across / Math.max(elapsedMs, 1) >= SWIPE_FLICK_SPEED
  if (across < SWIPE_DISTANCE && !flick) return null
  return dx < 0 ? 1 : -1
}

// Whether a drag under way is sideways enough for the picture to follow the finger.
export function followsFinger(dx: number, dy: number): boolean {
  return Math.abs(dx) > SWIPE_SLOP && Math.abs(dx) > Math.abs(dy)
}
