import type { ReactNode } from 'react'

type AdminPanelProps = { title: string; description?: string; children?: ReactNode }

// The frame of every admin screen: its title, an optional line under it, then the screen.
export function AdminPanel({ title, description, children }: AdminPanelProps) {
  return (
    <section aria-labelledby="admin-panel-title" className="mx-auto w-full max-w-6xl">
      <header className="border-b border-line pb-6">
        <h1 id="admin-panel-title" className="font-display text-4xl font-semibold text-ink">
          {title}
        </h1>
        {description ? <p className="mt-2 max-w-2xl text-sm text-ink-muted">{description}</p> : null}
      </header>
      <div className="mt-8">{children}</div>
    </section>
  )
}
