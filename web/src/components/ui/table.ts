// Class names shared by the operations screens, so the three read as one family.
import { FOCUS_RING } from '@/components/ui/focus-ring'

export { FOCUS_RING }

export const ALERT =
  'rounded-xl border border-red-600/40 bg-red-600/10 px-4 py-3 text-sm text-red-800 dark:text-red-200'
export const CARD = 'rounded-2xl border border-line bg-surface'
export const PILL_BUTTON = `inline-flex items-center justify-center gap-1.5 rounded-full px-3 py-1.5 text-xs font-semibold tracking-wider whitespace-nowrap uppercase transition disabled:cursor-not-allowed disabled:opacity-60 ${FOCUS_RING}`
export const PRIMARY_BUTTON = `${PILL_BUTTON} bg-accent-solid text-on-accent hover:bg-gold-300`
export const DANGER_BUTTON = `${PILL_BUTTON} border border-red-700/50 text-red-800 hover:bg-red-600/10 dark:border-red-400/50 dark:text-red-300`
export const QUIET_BUTTON = `${PILL_BUTTON} border border-line text-ink hover:border-accent hover:text-accent`
export const ICON_BUTTON = `inline-flex size-9 items-center justify-center rounded-full text-ink-muted transition hover:bg-ink/5 hover:text-ink disabled:cursor-not-allowed disabled:opacity-60 ${FOCUS_RING}`

// The tables turn into one card per row while their column is narrower than 56rem (a phone, a
// tablet, a laptop beside the side navigation): the rows keep their table roles, so a screen
// reader still hears a table with column headers, while the eye gets labelled cards.
export const TABLE_CONTAINER = '@container'
export const TABLE_WRAP =
  '@4xl:overflow-x-auto @4xl:rounded-2xl @4xl:border @4xl:border-line @4xl:bg-surface'
export const TABLE = 'block w-full text-left text-sm @4xl:table'
export const THEAD =
  'sr-only border-b border-line text-xs tracking-wider text-ink-muted uppercase @4xl:not-sr-only @4xl:table-header-group'
export const TH = 'px-3 py-3 font-semibold whitespace-nowrap'
export const TBODY =
  'block space-y-3 @4xl:table-row-group @4xl:space-y-0 @4xl:divide-y @4xl:divide-line'
export const TR =
  'grid grid-flow-row-dense grid-cols-2 gap-x-4 @xl:grid-cols-4 gap-y-3 rounded-2xl border border-line bg-surface p-4 @4xl:table-row @4xl:rounded-none @4xl:border-0 @4xl:bg-transparent @4xl:p-0'
export const TD = 'block min-w-0 @4xl:table-cell @4xl:px-3 @4xl:py-3 @4xl:align-top'
export const TD_WIDE = `${TD} col-span-2`
