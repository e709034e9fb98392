import { FILTER_STATUS, STATUS_ALL } from '../messages'

import { STATUS_LABELS, type AnyStatus } from '../utils/status'
import { FOCUS_RING } from '@/components/ui/table'

type StatusFilterProps<S extends AnyStatus> = {
  statuses: readonly S[]
  value: S | null
  onChange: (status: S | null) => void
}

// Quick switches between the statuses (and all of them); the pressed one is the list shown.
export function StatusFilter<S extends AnyStatus>({
  statuses,
  value,
  onChange,
}: StatusFilterProps<S>) {
  const options: { status: S | null; label: string }[] = [
    ...statuses.map((status) => ({ status, label: STATUS_LABELS[status] })),
    { status: null, label: STATUS_ALL },
  ]
  return (
    <div
      role="group"
      aria-label={FILTER_STATUS}
      className="inline-flex flex-wrap gap-1 rounded-full border border-line bg-surface p-1"
    >
      {options.map(({ status, label }) => {
        const pressed = status === value
        return (
          <button
            key={label}
            type="button"
            aria-pressed={pressed}
            onClick={() => {
              onChange(status)
            }}
            className={`rounded-full px-3.5 py-1.5 text-sm font-medium transition-colors ${FOCUS_RING} ${
              pressed
                ? 'bg-accent-solid text-on-accent'
                : 'text-ink-muted hover:bg-ink/5 hover:text-ink'
            }`}
          >
            {label}
          </button>
        )
      })}
    </div>
  )
}
