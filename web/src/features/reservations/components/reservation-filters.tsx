import { Moon, X } from 'lucide-react'
import { useId } from 'react'

import { TONIGHT } from '@/messages-admin'
import {
  CLEAR_DATE,
  CLEAR_RESERVATION_SEARCH,
  FILTER_DATE,
  SEARCH_RESERVATIONS,
  SEARCH_RESERVATIONS_PLACEHOLDER,
} from '../messages'

import type { ReservationFilter } from '../utils/filters'
import { tonight } from '@/lib/format'
import { RESERVATION_STATUSES } from '../utils/status'
import { SearchField } from '@/components/ui/search-field'
import { StatusFilter } from './status-filter'
import { FOCUS_RING, ICON_BUTTON } from '@/components/ui/table'

type ReservationFiltersProps = {
  filter: ReservationFilter
  onChange: (filter: ReservationFilter) => void
}

// Status switches, the night (any date, or 'Tonight' for the door's guest list), and a search by
// the guest's name, email or phone.
export function ReservationFilters({ filter, onChange }: ReservationFiltersProps) {
  const dateId = useId()
  const current = tonight()
  const isTonight = filter.date === current
  return (
    <div className="flex flex-wrap items-center gap-3">
      <StatusFilter
        statuses={RESERVATION_STATUSES}
        value={filter.status}
        onChange={(status) => {
          onChange({ ...filter, status })
        }}
      />
      <div className="flex items-center gap-1 rounded-full border border-line bg-surface p-1">
        <button
          type="button"
          aria-pressed={isTonight}
          onClick={() => {
            onChange({ ...filter, date: isTonight ? null : current })
          }}
          className={`inline-flex items-center gap-1.5 rounded-full px-3.5 py-1.5 text-sm font-medium transition-colors ${FOCUS_RING} ${
            isTonight
              ? 'bg-accent-solid text-on-accent'
              : 'text-ink-muted hover:bg-ink/5 hover:text-ink'
          }`}
        >
          <Moon aria-hidden="true" className="size-4" />
          {TONIGHT}
        </button>
        <label htmlFor={dateId} className="sr-only">
          {FILTER_DATE}
        </label>
        <input
          id={dateId}
          type="date"
          value={filter.date ?? ''}
          onChange={(event) => {
            onChange({ ...filter, date: event.target.value || null })
          }}
          className={`rounded-full bg-transparent px-3 py-1 text-sm text-ink [color-scheme:inherit] ${FOCUS_RING}`}
        />
        {filter.date ? (
          <button
            type="button"
            aria-label={CLEAR_DATE}
            title={CLEAR_DATE}
            onClick={() => {
              onChange({ ...filter, date: null })
            }}
            className={`${ICON_BUTTON} size-8`}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
      <SearchField
        label={SEARCH_RESERVATIONS}
        placeholder={SEARCH_RESERVATIONS_PLACEHOLDER}
        clearLabel={CLEAR_RESERVATION_SEARCH}
        value={filter.q ?? ''}
        onSearch={(q) => {
          onChange(q ? { ...filter, q } : { status: filter.status, date: filter.date })
        }}
      />
    </div>
  )
}
