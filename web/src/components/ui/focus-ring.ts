// The keyboard focus ring every control shows (a mouse click shows none): the accent colour, just
// outside the control.
export const FOCUS_RING =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent'
