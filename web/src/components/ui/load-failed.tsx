import { RefreshCw } from 'lucide-react'

import { TRY_AGAIN } from '@/messages'

import { FOCUS_RING } from './form-controls'

// The inline error of a screen whose data did not load, with a way to ask again.
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-4 rounded-xl border border-red-600/40 bg-red-600/10 px-4 py-3 text-sm text-red-800 dark:text-red-200"
    >
      <span>{message}</span>
      <button
        type="button"
        onClick={onRetry}
        className={`inline-flex items-center gap-2 rounded-full border border-current px-4 py-1.5 font-medium ${FOCUS_RING}`}
      >
        <RefreshCw aria-hidden="true" className="size-4" />
        {TRY_AGAIN}
      </button>
    </div>
  )
}
