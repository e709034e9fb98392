import type { ReactNode } from 'react'

type SectionShellProps = {
  id: string
  title: string
  subtitle?: string
  children?: ReactNode
  tone?: 'canvas' | 'surface'
}

// The frame every landing section shares: an anchor, a centred heading, a gold rule, a subtitle.
export function SectionShell({ id, title, subtitle, children, tone = 'canvas' }: SectionShellProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`px-4 py-24 sm:px-6 lg:px-8 ${tone === 'surface' ? 'bg-surface' : 'bg-canvas'}`}
    >
      <div className="mx-auto max-w-7xl">
        <header className="mx-auto max-w-3xl text-center">
          <h2
            id={`${id}-title`}
            className="font-display text-4xl font-semibold tracking-tight text-ink sm:text-5xl"
          >
            {title}
          </h2>
          <div aria-hidden="true" className="mx-auto mt-6 h-px w-16 bg-accent" />
          {subtitle ? <p className="mt-6 text-lg text-ink-muted">{subtitle}</p> : null}
        </header>
        {children}
      </div>
    </section>
  )
}
