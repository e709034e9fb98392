import { RotateCcw } from 'lucide-react'

import { TRY_AGAIN } from '@/messages'

// A public read's failure after its retries; Try Again starts a fresh round of attempts.
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="mx-auto mt-14 flex max-w-xl flex-col items-center gap-6 rounded-2xl border border-line bg-surface px-6 py-12 text-center"
    >
      <p className="text-lg text-ink">{message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex items-center gap-2 rounded-full bg-accent-solid px-6 py-3 text-sm font-semibold tracking-widest text-on-accent uppercase transition hover:bg-gold-300 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent"
      >
        <RotateCcw aria-hidden="true" className="size-4" />
        {TRY_AGAIN}
      </button>
    </div>
  )
}
