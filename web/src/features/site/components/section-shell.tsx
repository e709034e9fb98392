import type { ReactNode } from 'react'

type SectionShellProps = {
  id: string
  title: string
  subtitle?: string
  children?: ReactNode
  tone?: 'canvas' | 'surface'
  align?: 'center' | 'start'
}

// The frame every landing section shares: an anchor, a heading (one h2), a gold rule, a subtitle.
export function SectionShell({
  id,
  title,
  subtitle,
  children,
  tone = 'canvas',
  align = 'center',
}: SectionShellProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`px-4 py-20 sm:px-6 sm:py-28 lg:px-8 ${tone === 'surface' ? 'bg-surface' : 'bg-canvas'}`}
    >
      <div className="mx-auto max-w-7xl">
        <header
          className={align === 'center' ? 'mx-auto mb-2 max-w-3xl text-center' : 'mb-12 max-w-3xl'}
        >
          <h2
            id={`${id}-title`}
            className="font-display text-4xl font-semibold tracking-tight text-ink sm:text-5xl"
          >
            {title}
          </h2>
          <div
            aria-hidden="true"
            className={`mt-6 h-px w-24 bg-linear-to-r ${align === 'center' ? 'mx-auto from-transparent via-accent to-transparent' : 'from-accent to-transparent'}`}
          />
          {subtitle ? <p className="mt-6 text-lg text-ink-muted">{subtitle}</p> : null}
        </header>
        {children}
      </div>
    </section>
  )
}
