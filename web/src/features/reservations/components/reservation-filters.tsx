import { Moon, X } from 'lucide-react'
import { useId } from 'react'

import { useFloor, type Floor } from '@/lib/admin-api/floor'
import { TONIGHT } from '@/messages-admin'
import {
  CLEAR_DATE,
  CLEAR_RESERVATION_SEARCH,
  EVERY_AREA,
  EVERY_TABLE,
  FILTER_AREA,
  FILTER_DATE,
  FILTER_TABLE,
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

const PICKER = `h-10 rounded-full border border-line bg-surface px-3.5 text-sm text-ink ${FOCUS_RING}`

// A filter's choice, or none: the address then leaves it out.
function choose(
  filter: ReservationFilter,
  name: 'q' | 'area' | 'table',
  value: string | undefined,
): ReservationFilter {
  const { q, area, table, ...rest } = { ...filter, [name]: value || undefined }
  return { ...rest, ...(q ? { q } : {}), ...(area ? { area } : {}), ...(table ? { table } : {}) }
}

// One area (bookings that asked for it or sit at its tables) and one table, once the club has
// a floor; the tables offered are the chosen area's.
function PlaceFilters({
  floor,
  filter,
  onChange,
}: {
  floor: Floor
  filter: ReservationFilter
  onChange: (filter: ReservationFilter) => void
}) {
  const areaId = useId()
  const tableId = useId()
  const tables = floor.tables.filter((table) => !filter.area || table.area_id === filter.area)
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={areaId} className="sr-only">
        {FILTER_AREA}
      </label>
      <select
        id={areaId}
        value={filter.area ?? ''}
        onChange={(event) => {
          // A table of another area no longer narrows the list.
          const chosen = choose(filter, 'area', event.target.value)
          const kept = floor.tables.some(
            (table) => table.id === filter.table && (!chosen.area || table.area_id === chosen.area),
          )
          onChange(kept ? chosen : choose(chosen, 'table', undefined))
        }}
        className={PICKER}
      >
        <option value="">{EVERY_AREA}</option>
        {floor.areas.map((area) => (
          <option key={area.id} value={area.id}>
            {area.name}
          </option>
        ))}
      </select>
      <label htmlFor={tableId} className="sr-only">
        {FILTER_TABLE}
      </label>
      <select
        id={tableId}
        value={filter.table ?? ''}
        onChange={(event) => {
          onChange(choose(filter, 'table', event.target.value))
        }}
        className={PICKER}
      >
        <option value="">{EVERY_TABLE}</option>
        {tables.map((table) => (
          <option key={table.id} value={table.id}>
            {table.label}
          </option>
        ))}
      </select>
    </div>
  )
}

// Status switches, the night (any date, or 'Tonight' for the door's guest list), the area and
// the table, and a search by the guest's name, email or phone.
export function ReservationFilters({ filter, onChange }: ReservationFiltersProps) {
  const floor = useFloor().data
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
          onChange(choose(filter, 'q', q))
        }}
      />
      {floor && floor.areas.length > 0 ? (
        <PlaceFilters floor={floor} filter={filter} onChange={onChange} />
      ) : null}
    </div>
  )
}
