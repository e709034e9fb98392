import { ArrowRight, type LucideIcon } from 'lucide-react'
import { Link } from 'react-router'

import { AdminPanel } from '@/components/ui/admin-panel'
import { FOCUS_RING } from '@/components/ui/focus-ring'

type GuardPanelProps = {
  title: string
  text: string
  icon: LucideIcon
  // Where the account can go instead.
  link?: { href: string; label: string }
}

// What the shell shows instead of a screen the account may not open: why, and where to go.
export function GuardPanel({ title, text, icon: Icon, link }: GuardPanelProps) {
  return (
    <AdminPanel title={title}>
      <div className="flex flex-col items-center gap-5 rounded-2xl border border-dashed border-line bg-surface px-6 py-16 text-center">
        <Icon aria-hidden="true" className="size-10 text-accent" />
        <p className="max-w-md text-ink-muted">{text}</p>
        {link ? (
          <Link
            to={link.href}
            className={`inline-flex items-center gap-2 rounded-full bg-accent-solid px-5 py-2 text-sm font-semibold text-on-accent transition hover:bg-gold-300 ${FOCUS_RING}`}
          >
            {link.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
      </div>
    </AdminPanel>
  )
}
