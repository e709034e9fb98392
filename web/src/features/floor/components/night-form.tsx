import { useState } from 'react'

import { BUTTON_SECONDARY, Checkbox, TextField } from '@/components/ui/form-controls'
import { useToast } from '@/components/use-toast'
import type { FloorTable } from '@/lib/admin-api/floor'
import { fieldErrorsOf, serverMessageOf, type FieldErrors } from '@/lib/field-errors'
import { formatMoney, formatNightDate } from '@/lib/format'

import { useSetTableNight, type NightTable } from '../api/floor'
import {
  FAILED_TO_SAVE_NIGHT,
  NIGHT_HELD,
  NIGHT_SAVED,
  SAVE_NIGHT,
  nightExceptionsTitle,
  nightMinimumSpend,
  nightMinimumSpendHint,
} from '../messages'

type NightFormProps = {
  table: FloorTable
  night: string
  state: NightTable
  currency: string
}

// One night's exceptions for a table: held back (an event's stage, a private hire), or a minimum
// spend of its own that night (an event night); blank and unticked, the night is the table's own.
export function NightForm({ table, night, state, currency }: NightFormProps) {
  const toast = useToast()
  const save = useSetTableNight()
  const [held, setHeld] = useState(state.held)
  const [spend, setSpend] = useState(
    state.night_minimum_spend === null ? '' : String(state.night_minimum_spend),
  )
  const [errors, setErrors] = useState<FieldErrors>({})
  return (
    <form
      aria-label={nightExceptionsTitle(formatNightDate(night))}
      className="w-full space-y-3 border-t border-line pt-4"
      onSubmit={(event) => {
        event.preventDefault()
        save.mutate(
          {
            id: table.id,
            night,
            body: { held, minimum_spend: spend.trim() === '' ? null : Number(spend) },
          },
          {
            onSuccess: () => {
              setErrors({})
              toast.success(NIGHT_SAVED)
            },
            onError: (error) => {
              setErrors(fieldErrorsOf(error))
              toast.error(FAILED_TO_SAVE_NIGHT, { description: serverMessageOf(error) })
            },
          },
        )
      }}
    >
      <h3 className="text-sm font-semibold text-ink">
        {nightExceptionsTitle(formatNightDate(night))}
      </h3>
      <Checkbox label={NIGHT_HELD} checked={held} onChange={setHeld} />
      {errors.held ? <p className="text-sm text-red-700 dark:text-red-300">{errors.held}</p> : null}
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label={nightMinimumSpend(currency)}
          hint={nightMinimumSpendHint(formatMoney(table.minimum_spend, currency))}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          value={spend}
          onChange={setSpend}
          error={errors.minimum_spend}
          className="w-full max-w-80"
        />
        <button type="submit" className={`${BUTTON_SECONDARY} mb-6`} disabled={save.isPending}>
          {SAVE_NIGHT}
        </button>
      </div>
    </form>
  )
}
