import { RefreshCw } from 'lucide-react'

import { Spinner } from '@/components/spinner'

import { REFRESH } from '@/messages-admin'

import { ALERT, FOCUS_RING } from './table'

type LoadErrorProps = { message: string; onRetry: () => void; retrying?: boolean }

// 'Failed to load ...' with a refresh icon.
export function LoadError({ message, onRetry, retrying = false }: LoadErrorProps) {
  return (
    <div role="alert" className={`flex items-center justify-between gap-4 ${ALERT}`}>
      <span>{message}</span>
      <button
        type="button"
        aria-label={REFRESH}
        title={REFRESH}
        disabled={retrying}
        onClick={onRetry}
        className={`inline-flex size-9 shrink-0 items-center justify-center rounded-full border border-current transition hover:bg-red-600/10 disabled:opacity-60 ${FOCUS_RING}`}
      >
        <RefreshCw aria-hidden="true" className={`size-4 ${retrying ? 'animate-spin' : ''}`} />
      </button>
    </div>
  )
}

// What a screen shows until its first answer: a spinner, then after a failure the screen's
// message with a refresh button.
type Query = { isPending: boolean; isFetching: boolean; refetch: () => Promise<unknown> }

export function QueryFallback({ query, failure }: { query: Query; failure: string }) {
  if (query.isPending) return <Spinner className="py-16" />
  return (
    <LoadError
      message={failure}
      retrying={query.isFetching}
      onRetry={() => {
        void query.refetch()
      }}
    />
  )
}
