import { ChevronLeft, ChevronRight, Moon } from 'lucide-react'

import { TONIGHT } from '@/messages-admin'
import { DOOR_NEXT_NIGHT, DOOR_PREVIOUS_NIGHT } from '../messages'

import { FOCUS_RING } from '@/components/ui/table'
import { formatNightInWords, shiftNight } from '../utils/door'

type NightHeaderProps = {
  // The night on screen; null until the server has said which night tonight is.
  date: string | null
  tonight: boolean
  onChange: (date: string | null) => void
}

const NAV_BUTTON = `inline-flex min-h-11 items-center justify-center gap-1.5 rounded-full border border-line px-4 text-sm font-medium text-ink transition hover:border-accent hover:text-accent disabled:cursor-not-allowed disabled:opacity-50 ${FOCUS_RING}`

// The night in words, the night before and after, and back to tonight (null: the server's tonight).
export function NightHeader({ date, tonight, onChange }: NightHeaderProps) {
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <h2 className="min-h-9 font-display text-3xl font-semibold text-ink">
        {date ? formatNightInWords(date) : null}
      </h2>
      <div className="flex w-full items-center justify-center gap-2">
        <button
          type="button"
          aria-label={DOOR_PREVIOUS_NIGHT}
          title={DOOR_PREVIOUS_NIGHT}
          disabled={date === null}
          onClick={() => {
            if (date) onChange(shiftNight(date, -1))
          }}
          className={`${NAV_BUTTON} w-12 px-0`}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          aria-pressed={tonight}
          onClick={() => {
            onChange(null)
          }}
          className={`${NAV_BUTTON} min-w-32 ${tonight ? 'border-accent-solid bg-accent-solid text-on-accent hover:text-on-accent' : ''}`}
        >
          <Moon aria-hidden="true" className="size-4" />
          {TONIGHT}
        </button>
        <button
          type="button"
          aria-label={DOOR_NEXT_NIGHT}
          title={DOOR_NEXT_NIGHT}
          disabled={date === null}
          onClick={() => {
            if (date) onChange(shiftNight(date, 1))
          }}
          className={`${NAV_BUTTON} w-12 px-0`}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  )
}
