import { useQuery } from '@tanstack/react-query'
import { Sparkles } from 'lucide-react'
import { useId } from 'react'

import { TextField } from '@/components/ui/form-controls'
import { QUIET_BUTTON } from '@/components/ui/table'
import { answer } from '@/lib/api-client'
import { BOOKING_TABLES_MAX } from '@/lib/api/rules-staff'
import { useFloor, type Floor } from '@/lib/admin-api/floor'
import { ADMIN_QUERY_KEY } from '@/lib/admin-api/query-keys'
import { useAdminApi } from '@/lib/auth'
import { shouldRetryAdminQuery } from '@/lib/query-policies'
import { useCan } from '@/lib/roles'
import { seatsInWords } from '@/messages'

import { BOOKING_TABLE, BOOKING_TABLE_HINT, suggestedTable } from '../messages'

const SUGGESTION_QUERY_KEY = [...ADMIN_QUERY_KEY, 'table-suggestion'] as const

// The smallest free table that seats a booking's party on its night (in the area the guest
// asked for first), as the server chooses it; none for a new booking or a role that may not ask.
function useTableSuggestion(reservationId: string | undefined) {
  const client = useAdminApi()
  const allowed = useCan()('suggest_table')
  return useQuery({
    queryKey: [...SUGGESTION_QUERY_KEY, reservationId],
    queryFn: ({ signal }) =>
      answer(
        client.GET('/api/admin/reservations/{reservation_id}/table-suggestion', {
          params: { path: { reservation_id: reservationId ?? '' } },
          signal,
        }),
      ),
    enabled: allowed && reservationId !== undefined,
    retry: shouldRetryAdminQuery,
    staleTime: 0,
  })
}

// Each table as the list under the field offers it: 'Mezzanine · 4–10 seats'.
function tableChoices(floor: Floor | undefined) {
  if (!floor) return []
  const areas = new Map(floor.areas.map((area) => [area.id, area.name]))
  return floor.tables.map((table) => ({
    label: table.label,
    about: [areas.get(table.area_id), seatsInWords(table.seats_min, table.seats_max)]
      .filter(Boolean)
      .join(' · '),
  }))
}

type TableFieldProps = {
  value: string
  onChange: (value: string) => void
  error?: string
  // The booking the field belongs to: a saved one is offered the table the server suggests.
  reservationId?: string
}

// A booking's tables, typed as their labels ('VIP 1', or 'VIP 1 + VIP 2' for a big party), with
// the club's tables offered as the staff member types, and the suggested table a tap away while
// the field is empty. The server refuses a table another party holds that night and names it.
export function TableField({ value, onChange, error, reservationId }: TableFieldProps) {
  const listId = useId()
  const floor = useFloor().data
  const choices = tableChoices(floor)
  const suggestion = useTableSuggestion(reservationId).data?.table
  const area = floor?.areas.find((candidate) => candidate.id === suggestion?.area_id)
  return (
    <div>
      <TextField
        label={BOOKING_TABLE}
        hint={BOOKING_TABLE_HINT}
        maxLength={BOOKING_TABLES_MAX}
        autoComplete="off"
        list={listId}
        value={value}
        onChange={onChange}
        error={error}
      />
      <datalist id={listId}>
        {choices.map((choice) => (
          <option key={choice.label} value={choice.label} label={choice.about} />
        ))}
      </datalist>
      {suggestion && !value.trim() ? (
        <button
          type="button"
          onClick={() => {
            onChange(suggestion.label)
          }}
          className={`${QUIET_BUTTON} mt-2`}
        >
          <Sparkles aria-hidden="true" className="size-3.5" />
          {suggestedTable(
            suggestion.label,
            [area?.name, seatsInWords(suggestion.seats_min, suggestion.seats_max)]
              .filter(Boolean)
              .join(' · '),
          )}
        </button>
      ) : null}
    </div>
  )
}
