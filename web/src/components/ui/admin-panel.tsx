import type { ReactNode } from 'react'

type AdminPanelProps = {
  title: string
  description?: string
  actions?: ReactNode
  children?: ReactNode
}

// The frame of every admin screen: its title, an optional line under it, the screen's own
// buttons beside them (History, say), then the screen.
export function AdminPanel({ title, description, actions, children }: AdminPanelProps) {
  return (
    <section aria-labelledby="admin-panel-title" className="mx-auto w-full max-w-6xl">
      <header className="flex flex-wrap items-end justify-between gap-4 border-b border-line pb-6">
        <div className="min-w-0">
          <h1 id="admin-panel-title" className="font-display text-4xl font-semibold text-ink">
            {title}
          </h1>
          {description ? (
            <p className="mt-2 max-w-2xl text-sm text-ink-muted">{description}</p>
          ) : null}
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
      </header>
      <div className="mt-8">{children}</div>
    </section>
  )
}
