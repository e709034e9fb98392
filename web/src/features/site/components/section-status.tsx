import type { ReactNode } from 'react'

import { LoadError } from '@/components/load-error'
import { Spinner } from '@/components/spinner'

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
export const SectionError = LoadError

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
  if (view === 'error')
    return <SectionError message={failure} onRetry={() => void query.refetch()} />
  return empty === null ? children : <SectionEmpty message={empty} />
}
