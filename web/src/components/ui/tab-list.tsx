import { useRef, type KeyboardEvent } from 'react'

export type Tab<Id extends string> = { id: Id; label: string }

type TabListProps<Id extends string> = {
  tabs: readonly Tab<Id>[]
  active: Id
  onSelect: (id: Id) => void
  // The list's accessible name.
  label: string
  tabId: (id: Id) => string
  // The panel each tab shows (one panel for every tab is fine).
  panelId: (id: Id) => string
  className: string
  tabClassName: (selected: boolean) => string
}

// A row of tabs, as the WAI-ARIA tabs pattern has it: only the selected tab is in the page's tab
// order; the arrow keys move to the next or previous tab (round the ends), Home and End to the
// first and last, and the tab reached is selected and focused. The screen draws the panels.
export function TabList<Id extends string>({
  tabs,
  active,
  onSelect,
  label,
  tabId,
  panelId,
  className,
  tabClassName,
}: TabListProps<Id>) {
  const buttons = useRef(new Map<Id, HTMLButtonElement>())

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === active)
    const last = tabs.length - 1
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index <= 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    const tab = target === null ? undefined : tabs[target]
    if (!tab) return
    event.preventDefault()
    onSelect(tab.id)
    buttons.current.get(tab.id)?.focus()
  }

  return (
    <div
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      onKeyDown={onKeyDown}
      className={className}
    >
      {tabs.map((tab) => {
        const selected = tab.id === active
        return (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) buttons.current.set(tab.id, element)
              else buttons.current.delete(tab.id)
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={selected}
            aria-controls={panelId(tab.id)}
            tabIndex={selected ? 0 : -1}
            onClick={() => {
              onSelect(tab.id)
            }}
            className={tabClassName(selected)}
          >
            {tab.label}
          </button>
        )
      })}
    </div>
  )
}
