import { Search, X } from 'lucide-react'
import { useEffect, useEffectEvent, useId, useState } from 'react'

import { FOCUS_RING, ICON_BUTTON } from './table'

// How long typing must pause before the search is sent.
export const SEARCH_DEBOUNCE_MS = 250

type SearchFieldProps = {
  label: string
  placeholder: string
  clearLabel: string
  // The search in force (the address's), '' for none.
  value: string
  onSearch: (value: string) => void
}

// A search box that sends what is typed once typing pauses. A search changed elsewhere (cleared
// by 'Show all', a link) replaces the text; what staff are still typing is never overwritten by
// the answer to what they typed before.
export function SearchField({ label, placeholder, clearLabel, value, onSearch }: SearchFieldProps) {
  const id = useId()
  const [text, setText] = useState(value)
  // The search this field last sent or was given.
  const [known, setKnown] = useState(value)
  if (value !== known) {
    setKnown(value)
    setText(value)
  }
  const send = useEffectEvent((search: string) => {
    setKnown(search)
    onSearch(search)
  })
  const wanted = text.trim()
  useEffect(() => {
    if (wanted === known) return
    const timer = window.setTimeout(() => {
      send(wanted)
    }, SEARCH_DEBOUNCE_MS)
    return () => {
      window.clearTimeout(timer)
    }
  }, [wanted, known])

  return (
    <div className="relative flex w-full items-center sm:w-64">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute left-3 size-4 text-ink-muted"
      />
      <input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder}
        autoComplete="off"
        maxLength={100}
        onChange={(event) => {
          setText(event.target.value)
        }}
        className={`w-full rounded-full border border-line bg-surface py-2 pr-10 pl-9 text-sm text-ink placeholder:text-ink-muted/70 focus:border-accent [&::-webkit-search-cancel-button]:appearance-none ${FOCUS_RING}`}
      />
      {text ? (
        <button
          type="button"
          aria-label={clearLabel}
          title={clearLabel}
          onClick={() => {
            setText('')
            setKnown('')
            onSearch('')
          }}
          className={`${ICON_BUTTON} absolute right-1 size-8`}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  )
}
