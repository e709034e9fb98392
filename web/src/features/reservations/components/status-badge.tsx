import { Check, Clock, TimerOff, X, type LucideIcon } from 'lucide-react'

import { badgeTone, STATUS_LABELS, type AnyStatus, type BadgeTone } from '../utils/status'

const TONES: Record<BadgeTone, { className: string; icon: LucideIcon }> = {
  green: {
    className:
      'border-emerald-600/40 bg-emerald-500/15 text-emerald-800 dark:border-emerald-400/40 dark:text-emerald-300',
    icon: Check,
  },
  red: {
    className:
      'border-red-600/40 bg-red-500/15 text-red-800 dark:border-red-400/40 dark:text-red-300',
    icon: X,
  },
  gray: {
    className: 'border-line bg-ink/5 text-ink-muted',
    icon: TimerOff,
  },
  yellow: {
    className:
      'border-amber-600/40 bg-amber-400/20 text-amber-900 dark:border-amber-300/40 dark:text-amber-200',
    icon: Clock,
  },
}

// The status colours, with the status in words and an icon, never colour alone.
export function StatusBadge({ status }: { status: AnyStatus }) {
  const tone = badgeTone(status)
  const { className, icon: Icon } = TONES[tone]
  return (
    <span
      data-tone={tone}
      className={`inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${className}`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {STATUS_LABELS[status]}
    </span>
  )
}
