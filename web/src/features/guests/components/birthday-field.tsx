import { useId } from 'react'

import { FOCUS_RING } from '@/components/ui/focus-ring'

import { BIRTHDAY_DAY, BIRTHDAY_MONTH, FIELD_BIRTHDAY, NO_DAY, NO_MONTH } from '../messages'
import { daysIn, twoDigits } from '../utils/profile'

const SELECT = `block rounded-lg border border-line bg-canvas px-3 py-2 text-sm text-ink focus:border-accent aria-[invalid=true]:border-red-600 ${FOCUS_RING}`
const monthName = new Intl.DateTimeFormat(undefined, { month: 'long', timeZone: 'UTC' })
const MONTHS = Array.from({ length: 12 }, (_, index) => ({
  value: String(index + 1).padStart(2, '0'),
  label: monthName.format(Date.UTC(2000, index, 1)),
}))

type BirthdayFieldProps = {
  month: string
  day: string
  error?: string
  onChange: (month: string, day: string) => void
}

// The guest's birthday as a month and a day (the year is never asked): the days offered are the
// month's, so a day beyond it is let go when the month changes.
export function BirthdayField({ month, day, error, onChange }: BirthdayFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const days = daysIn(month)
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 block text-sm font-medium text-ink">{FIELD_BIRTHDAY}</legend>
      <div className="flex gap-2">
        <select
          aria-label={BIRTHDAY_MONTH}
          aria-invalid={Boolean(error)}
          value={month}
          onChange={(event) => {
            const next = event.target.value
            onChange(next, Number(day) > daysIn(next) ? '' : day)
          }}
          className={`${SELECT} flex-1`}
        >
          <option value="">{NO_MONTH}</option>
          {MONTHS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <select
          aria-label={BIRTHDAY_DAY}
          aria-invalid={Boolean(error)}
          value={day}
          onChange={(event) => {
            onChange(month, event.target.value)
          }}
          className={`${SELECT} w-24`}
        >
          <option value="">{NO_DAY}</option>
          {Array.from({ length: days }, (_, index) => (
            <option key={index} value={twoDigits(index + 1)}>
              {index + 1}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
