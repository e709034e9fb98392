import { ArrowLeft, ArrowRight } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { ThemeToggle } from './theme-toggle'
import { FOCUS_RING } from '@/components/ui/focus-ring'

const SIZES = {
  // The sign-in page and the new-password page: a short form.
  narrow: { column: 'max-w-md', card: 'p-8 sm:p-10' },
  // The mailed reservation link: a request's details.
  wide: { column: 'max-w-lg', card: 'p-6 sm:p-10' },
} as const

type StandalonePageProps = {
  clubName?: string
  size?: keyof typeof SIZES
  // The link under the card (StandaloneLink).
  footer: ReactNode
  children: ReactNode
}

// A page that stands apart from the site and the admin shell (the sign-in page and the pages the
// mailed links open): the club's name over one card, on the gold glow, with a link under it.
export function StandalonePage({
  clubName,
  size = 'narrow',
  footer,
  children,
}: StandalonePageProps) {
  const { column, card } = SIZES[size]
  return (
    <main className="relative isolate flex min-h-svh items-center justify-center overflow-hidden bg-canvas px-4 py-16">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,rgb(212_175_55/0.18),transparent_60%)]"
      />
      <div className="absolute top-4 right-4">
        <ThemeToggle />
      </div>
      <div className={`w-full ${column}`}>
        {clubName ? (
          <p className="text-center font-display text-3xl font-semibold tracking-[0.35em] text-accent uppercase">
            {clubName}
          </p>
        ) : null}
        <div
          className={`mt-6 rounded-2xl border border-line bg-surface shadow-2xl shadow-black/20 ${card}`}
        >
          {children}
        </div>
        <p className="mt-8 text-center">{footer}</p>
      </div>
    </main>
  )
}

// The card's heading, with the short gold rule under it.
export function StandaloneTitle({ children }: { children: string }) {
  return (
    <>
      <h1 className="text-center font-display text-4xl font-semibold text-ink">{children}</h1>
      <div aria-hidden="true" className="mx-auto mt-4 mb-8 h-px w-16 bg-accent/60" />
    </>
  )
}

type StandaloneLinkProps = { to: string; back?: boolean; children: string }

// The link under the card: back (an arrow before it) or on (an arrow after it).
export function StandaloneLink({ to, back = false, children }: StandaloneLinkProps) {
  const Arrow = back ? ArrowLeft : ArrowRight
  return (
    <Link
      to={to}
      className={`inline-flex items-center gap-2 rounded-md text-sm tracking-widest text-accent uppercase hover:underline ${FOCUS_RING}`}
    >
      {back ? <Arrow aria-hidden="true" className="size-4" /> : null}
      {children}
      {back ? null : <Arrow aria-hidden="true" className="size-4" />}
    </Link>
  )
}

// A booking's facts on a standalone page, a term and its value to a line.
export function StandaloneDetails({ rows }: { rows: readonly [string, ReactNode][] }) {
  return (
    <dl className="divide-y divide-line rounded-xl border border-line">
      {rows.map(([term, value]) => (
        <div key={term} className="grid grid-cols-[7.5rem_1fr] gap-3 px-4 py-3 text-sm">
          <dt className="text-xs font-semibold tracking-[0.15em] text-ink-muted uppercase">
            {term}
          </dt>
          <dd className="min-w-0 break-words whitespace-pre-line text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
