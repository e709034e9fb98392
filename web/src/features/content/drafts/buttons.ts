import { FOCUS_RING } from '@/components/ui/form-controls'

// The drafts' small action buttons: Publish in gold, Discard turning red under the pointer.
const SMALL = 'px-4 py-2'
export const BUTTON_PUBLISH = `inline-flex items-center justify-center gap-2 rounded-full bg-accent-solid ${SMALL} text-sm font-semibold text-on-accent transition hover:bg-gold-300 disabled:cursor-not-allowed disabled:opacity-60 ${FOCUS_RING}`
export const BUTTON_DISCARD = `inline-flex items-center justify-center gap-2 rounded-full border border-line ${SMALL} text-sm font-medium text-ink-muted transition hover:border-red-600/60 hover:bg-red-600/10 hover:text-red-700 disabled:cursor-not-allowed disabled:opacity-60 dark:hover:text-red-300 ${FOCUS_RING}`
