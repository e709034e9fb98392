import {
  ArrowRight,
  CalendarCheck,
  CalendarDays,
  FileText,
  Images,
  Inbox,
  Map as MapIcon,
  Wine,
  type LucideIcon,
} from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

import type { DashboardCounts, DashboardPublic } from '@/lib/api/types'
import { paths } from '@/config/paths'
import { formatMoney } from '@/lib/format'
import { ADMIN_NAV_DASHBOARD } from '@/messages-admin'
import {
  awaitingAction,
  DASHBOARD_CONTENT_SECTIONS,
  DASHBOARD_EVENTS,
  DASHBOARD_GALLERY_ITEMS,
  DASHBOARD_NIGHTS_INTRO,
  DASHBOARD_NIGHTS_TITLE,
  DASHBOARD_PACKAGES,
  DASHBOARD_PENDING_MESSAGES,
  DASHBOARD_PENDING_RESERVATIONS,
  DASHBOARD_RECENT_ACTIVITY,
  DASHBOARD_TABLES_TONIGHT,
  FAILED_TO_LOAD_DASHBOARD,
  tablesTonightOf,
  tablesTonightSpend,
} from '../messages'

import { AdminPanel } from '@/components/ui/admin-panel'
import { useDashboard } from '../api/get-dashboard'
import { contactSubmissionsHref, reservationsHref } from '../utils/links'
import { QueryFallback } from '@/components/ui/query-fallback'
import { NightsChart } from '../components/nights-chart'
import { NobodyNotifiedNotice } from '@/components/nobody-notified'
import { RecentActivity } from '../components/recent-activity'
import { CARD, FOCUS_RING } from '@/components/ui/table'

const COUNT_CARDS: { label: string; key: keyof DashboardCounts; icon: LucideIcon }[] = [
  { label: DASHBOARD_CONTENT_SECTIONS, key: 'content_sections', icon: FileText },
  { label: DASHBOARD_GALLERY_ITEMS, key: 'gallery_items', icon: Images },
  { label: DASHBOARD_EVENTS, key: 'events', icon: CalendarDays },
  { label: DASHBOARD_PACKAGES, key: 'packages', icon: Wine },
]

function CountCard({
  label,
  value,
  icon: Icon,
}: {
  label: string
  value: number
  icon: LucideIcon
}) {
  return (
    <div className={`${CARD} flex items-start justify-between gap-3 p-4 sm:p-5`}>
      <dl className="flex min-w-0 flex-col-reverse">
        <dt className="text-[0.7rem] font-semibold tracking-widest text-ink-muted uppercase sm:text-xs">
          {label}
        </dt>
        <dd className="font-display text-4xl font-semibold text-ink lining-nums tabular-nums">
          {value}
        </dd>
      </dl>
      <span className="hidden size-11 shrink-0 items-center justify-center rounded-full bg-accent/10 text-accent sm:inline-flex">
        <Icon aria-hidden="true" className="size-5" />
      </span>
    </div>
  )
}

// A figure the whole card links to: what is waiting for staff (highlighted while anything is),
// tonight's tables.
function LinkCard({
  label,
  value,
  caption,
  href,
  icon: Icon,
  highlight = false,
}: {
  label: string
  value: number | string
  caption: string
  href: string
  icon: LucideIcon
  highlight?: boolean
}) {
  return (
    <Link
      to={href}
      className={`group flex items-center gap-4 rounded-2xl border p-5 transition-colors ${FOCUS_RING} ${
        highlight
          ? 'border-accent/50 bg-accent/10 hover:bg-accent/15'
          : 'border-line bg-surface hover:border-accent/40'
      }`}
    >
      <span
        className={`inline-flex size-12 shrink-0 items-center justify-center rounded-full ${
          highlight ? 'bg-accent-solid text-on-accent' : 'bg-ink/5 text-ink-muted'
        }`}
      >
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-xs font-semibold tracking-widest text-ink-muted uppercase">
          {label}
        </span>
        <span className="mt-0.5 flex flex-wrap items-baseline gap-x-2">
          <span className="font-display text-4xl font-semibold text-ink lining-nums tabular-nums">
            {value}
          </span>
          <span className="text-sm text-ink-muted">{caption}</span>
        </span>
      </span>
      <ArrowRight
        aria-hidden="true"
        className="size-5 shrink-0 text-accent transition-transform group-hover:translate-x-1"
      />
    </Link>
  )
}

type PendingCardProps = { label: string; value: number; href: string; icon: LucideIcon }

// What is waiting for staff; the whole card opens the pending list.
function PendingCard(props: PendingCardProps) {
  return <LinkCard {...props} caption={awaitingAction(props.value)} highlight={props.value > 0} />
}

type Tonight = NonNullable<DashboardPublic['tables_tonight']>

// Tonight's tables: how many a party holds, and the minimum spend they add up to; the card
// opens the floor.
function TablesCard({ tonight }: { tonight: Tonight }) {
  const spend = formatMoney(tonight.minimum_spend_booked, tonight.currency)
  return (
    <LinkCard
      label={DASHBOARD_TABLES_TONIGHT}
      value={tablesTonightOf(tonight.booked, tonight.total)}
      caption={tablesTonightSpend(spend)}
      href={paths.admin.floor.getHref()}
      icon={MapIcon}
    />
  )
}

function Panel({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <section aria-label={title} className={`${CARD} p-5 sm:p-6`}>
      <h2 className="font-display text-2xl font-semibold text-ink">{title}</h2>
      {intro ? <p className="mt-1 text-sm text-ink-muted">{intro}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  )
}

// /admin: the counts, what waits for an answer, the coming nights and the latest activity.
// Everything re-reads live when the tables behind it change.
export function DashboardPage() {
  const dashboard = useDashboard()

  let body
  if (!dashboard.isSuccess) {
    body = <QueryFallback query={dashboard} failure={FAILED_TO_LOAD_DASHBOARD} />
  } else {
    const { counts, recent, nights, staff_notified: staffNotified } = dashboard.data
    const tonight = dashboard.data.tables_tonight ?? null
    body = (
      <div className="space-y-6">
        {staffNotified ? null : <NobodyNotifiedNotice />}
        <div className={`grid grid-cols-1 gap-4 md:grid-cols-2 ${tonight ? 'xl:grid-cols-3' : ''}`}>
          <PendingCard
            label={DASHBOARD_PENDING_RESERVATIONS}
            value={counts.pending_reservations}
            href={reservationsHref({ status: 'pending', date: null })}
            icon={CalendarCheck}
          />
          <PendingCard
            label={DASHBOARD_PENDING_MESSAGES}
            value={counts.pending_contact_submissions}
            href={contactSubmissionsHref({ status: 'pending' })}
            icon={Inbox}
          />
          {tonight ? <TablesCard tonight={tonight} /> : null}
        </div>
        <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
          {COUNT_CARDS.map(({ label, key, icon }) => (
            <CountCard key={key} label={label} value={counts[key]} icon={icon} />
          ))}
        </div>
        <div className="grid grid-cols-1 gap-6 xl:grid-cols-5">
          <div className="min-w-0 xl:col-span-3">
            <Panel title={DASHBOARD_NIGHTS_TITLE} intro={DASHBOARD_NIGHTS_INTRO}>
              <NightsChart nights={nights} />
            </Panel>
          </div>
          <div className="min-w-0 xl:col-span-2">
            <Panel title={DASHBOARD_RECENT_ACTIVITY}>
              <RecentActivity items={recent} />
            </Panel>
          </div>
        </div>
      </div>
    )
  }

  return <AdminPanel title={ADMIN_NAV_DASHBOARD}>{body}</AdminPanel>
}
