import { ArrowLeft } from 'lucide-react'
import { useRef, useState, type KeyboardEvent } from 'react'
import { Link } from 'react-router'

import { paths } from '@/config/paths'
import { BACK_TO_HOME, MENU_TAB_CLUB, MENU_TAB_KITCHEN, MENU_TAB_OUTDOOR } from '@/messages'

const MENU_TYPES = ['outdoor', 'club', 'kitchen'] as const
type MenuType = (typeof MENU_TYPES)[number]

const TAB_LABELS: Record<MenuType, string> = {
  outdoor: MENU_TAB_OUTDOOR,
  club: MENU_TAB_CLUB,
  kitchen: MENU_TAB_KITCHEN,
}

const tabId = (type: MenuType) => `menu-tab-${type}`
const panelId = (type: MenuType) => `menu-panel-${type}`

// Spec: three tabs, Outdoor first and selected. The image for the chosen type comes with the menu
// images API.
export function MenuPage() {
  const [selected, setSelected] = useState<MenuType>('outdoor')
  const tabs = useRef(new Map<MenuType, HTMLButtonElement>())

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = MENU_TYPES.indexOf(selected)
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (step === 0) return
    event.preventDefault()
    const next = MENU_TYPES[(index + step + MENU_TYPES.length) % MENU_TYPES.length] ?? 'outdoor'
    setSelected(next)
    tabs.current.get(next)?.focus()
  }

  return (
    <main className="mx-auto min-h-svh max-w-5xl px-4 pt-28 pb-24 sm:px-6">
      <Link
        to={paths.home.getHref()}
        className="inline-flex items-center gap-2 text-sm tracking-widest text-accent uppercase hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {BACK_TO_HOME}
      </Link>
      <div
        role="tablist"
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        className="mt-8 flex flex-wrap justify-center gap-2 border-b border-line pb-4"
      >
        {MENU_TYPES.map((type) => {
          const active = type === selected
          return (
            <button
              key={type}
              ref={(element) => {
                if (element) tabs.current.set(type, element)
                else tabs.current.delete(type)
              }}
              type="button"
              role="tab"
              id={tabId(type)}
              aria-selected={active}
              aria-controls={panelId(type)}
              tabIndex={active ? 0 : -1}
              onClick={() => {
                setSelected(type)
              }}
              className={`rounded-full px-6 py-2.5 text-sm font-semibold tracking-widest uppercase transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ${
                active
                  ? 'bg-accent-solid text-on-accent'
                  : 'text-ink-muted hover:bg-ink/5 hover:text-accent'
              }`}
            >
              {TAB_LABELS[type]}
            </button>
          )
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId(selected)}
        aria-labelledby={tabId(selected)}
        tabIndex={0}
        className="mt-10 min-h-96 rounded-2xl border border-line bg-surface"
      />
    </main>
  )
}
