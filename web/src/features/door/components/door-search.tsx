import { Search } from 'lucide-react'
import { useId } from 'react'

import { DOOR_SEARCH } from '../messages'

// Search as you type: by name, phone or table, over the night already on screen.
export function DoorSearch({
  value,
  onChange,
}: {
  value: string
  onChange: (value: string) => void
}) {
  const id = useId()
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {DOOR_SEARCH}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-muted"
      />
      <input
        id={id}
        type="search"
        value={value}
        placeholder={DOOR_SEARCH}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        onChange={(event) => {
          onChange(event.target.value)
        }}
        className="block min-h-12 w-full rounded-full border border-line bg-surface py-3 pr-4 pl-12 text-base text-ink placeholder:text-ink-muted/70 focus:border-accent focus:outline-2 focus:outline-offset-0 focus:outline-accent/40"
      />
    </div>
  )
}
