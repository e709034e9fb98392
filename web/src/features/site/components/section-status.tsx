import { RotateCcw } from 'lucide-react'
import type { ReactNode } from 'react'

import { Spinner } from '@/components/spinner'
import { TRY_AGAIN } from '@/messages'

import { sectionView } from '../utils/section-view'

export function SectionLoading() {
  return <Spinner className="py-24" />
}

export function SectionEmpty({ message }: { message: string }) {
  return (
    <p className="mx-auto mt-14 max-w-xl rounded-2xl border border-dashed border-line px-6 py-12 text-center text-lg text-ink-muted">
      {message}
    </p>
  )
}

// A section's failure after its retries; Try Again starts a fresh round of attempts.
export function SectionError({ message, onRetry }: { message: string; onRetry: () => void }) {
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

type SectionBodyProps = {
  query: { data: unknown; isError: boolean; isFetching: boolean; refetch: () => Promise<unknown> }
  failure: string
  // The message in place of content that has nothing to show.
  empty?: string | null
  children: ReactNode
}

// A public section's body for its query: the spinner, the failure with Try Again, the empty
// message, or the content.
export function SectionBody({ query, failure, empty = null, children }: SectionBodyProps) {
  const view = sectionView(query)
  if (view === 'loading') return <SectionLoading />
  if (view === 'error') return <SectionError message={failure} onRetry={() => void query.refetch()} />
  return empty === null ? children : <SectionEmpty message={empty} />
}
