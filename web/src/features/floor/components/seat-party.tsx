import { useId, useState } from 'react'

import { BUTTON_SECONDARY } from '@/components/ui/form-controls'
import { useToast } from '@/components/use-toast'
import type { FloorTable } from '@/lib/admin-api/floor'
import { serverMessageOf } from '@/lib/field-errors'

import { useAssignTables, type NightTable, type UnseatedParty } from '../api/floor'
import {
  FAILED_TO_SEAT,
  SEAT_A_PARTY,
  SEAT_HERE,
  seatedAt,
  UNSEAT,
  unseated,
  unseatedOption,
} from '../messages'

type SeatPartyProps = {
  table: FloorTable
  state: NightTable
  waiting: readonly UnseatedParty[]
}

// From the map: a free table is given to one of the night's parties still without one, and a
// party is taken off its tables. The server refuses a table too small or taken meanwhile, and
// says so.
export function SeatParty({ table, state, waiting }: SeatPartyProps) {
  const id = useId()
  const toast = useToast()
  const assign = useAssignTables()
  const [chosen, setChosen] = useState('')
  const party = state.party
  const seat = (reservationId: string, tableIds: string[], done: string) => {
    assign.mutate(
      { reservationId, tableIds },
      {
        onSuccess: () => {
          setChosen('')
          toast.success(done)
        },
        onError: (error) => {
          toast.error(FAILED_TO_SEAT, { description: serverMessageOf(error) })
        },
      },
    )
  }
  if (party) {
    return (
      <button
        type="button"
        className={BUTTON_SECONDARY}
        disabled={assign.isPending}
        onClick={() => {
          seat(party.reservation_id, [], unseated(party.name))
        }}
      >
        {UNSEAT}
      </button>
    )
  }
  if (state.state !== 'free' || waiting.length === 0) return null
  const choice = waiting.some((candidate) => candidate.reservation_id === chosen)
    ? chosen
    : (waiting[0]?.reservation_id ?? '')
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div>
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
          {SEAT_A_PARTY}
        </label>
        <select
          id={id}
          value={choice}
          onChange={(event) => {
            setChosen(event.target.value)
          }}
          className="rounded-lg border border-line bg-canvas px-3 py-2 text-sm text-ink"
        >
          {waiting.map((candidate) => (
            <option key={candidate.reservation_id} value={candidate.reservation_id}>
              {unseatedOption(candidate)}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className={BUTTON_SECONDARY}
        disabled={assign.isPending || choice === ''}
        onClick={() => {
          seat(choice, [table.id], seatedAt(table.label))
        }}
      >
        {SEAT_HERE}
      </button>
    </div>
  )
}
