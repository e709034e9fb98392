import { CalendarCheck, FileText, Inbox, type LucideIcon } from 'lucide-react'
import { Link } from 'react-router'

import { paths } from '@/config/paths'
import type { RecentActivity as RecentActivityItem } from '@/lib/api/types'
import { DASHBOARD_NO_RECENT_ACTIVITY } from '../messages'

import { describeActivity } from '../utils/activity'
import { formatDateTime } from '@/lib/format'
import { contactSubmissionsHref, reservationsHref } from '../utils/links'
import { FOCUS_RING } from '@/components/ui/table'

const KINDS: Record<
  RecentActivityItem['kind'],
  { icon: LucideIcon; href: (item: RecentActivityItem) => string }
> = {
  content: { icon: FileText, href: () => paths.admin.content.getHref() },
  contact: { icon: Inbox, href: () => contactSubmissionsHref() },
  reservation: {
    icon: CalendarCheck,
    href: (item) => reservationsHref({ status: null, date: item.date ?? null }),
  },
}

// At most 10 items, newest first (the server merges and orders them).
export function RecentActivity({ items }: { items: readonly RecentActivityItem[] }) {
  if (items.length === 0) {
    return <p className="py-8 text-center text-sm text-ink-muted">{DASHBOARD_NO_RECENT_ACTIVITY}</p>
  }
  return (
    <ul className="divide-y divide-line">
      {items.slice(0, 10).map((item) => {
        const { title, text } = describeActivity(item)
        const { icon: Icon, href } = KINDS[item.kind]
        return (
          <li key={`${item.kind}-${item.id}`}>
            <Link
              to={href(item)}
              className={`flex items-start gap-3 rounded-lg px-2 py-3 transition-colors hover:bg-ink/5 ${FOCUS_RING}`}
            >
              <span className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-accent/10 text-accent">
                <Icon aria-hidden="true" className="size-4" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="text-sm font-semibold text-ink">{title}</span>
                  <time dateTime={item.at} className="text-xs text-ink-muted">
                    {formatDateTime(item.at)}
                  </time>
                </span>
                <span className="mt-0.5 block text-sm break-words text-ink-muted">{text}</span>
              </span>
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
