import { ChevronDown } from 'lucide-react'
import { useId, useState } from 'react'
import { NavLink, useLocation } from 'react-router'

import { paths } from '@/config/paths'

import { useRole } from '@/lib/roles'
import { ADMIN_NAV_LABEL } from './messages'

import {
  adminNavGroupsFor,
  findAdminNavGroup,
  type AdminNavGroup,
  type AdminNavGroupId,
  type AdminNavItem,
} from './admin-nav-items'
import { FOCUS_RING } from '@/components/ui/focus-ring'

// Which groups this browser keeps open or folded, as the user last left them (a group never
// touched follows its default).
export const NAV_GROUPS_STORAGE_KEY = 'admin-nav-groups'
type OpenGroups = Partial<Record<AdminNavGroupId, boolean>>

function readOpenGroups(): OpenGroups {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(NAV_GROUPS_STORAGE_KEY) ?? '{}')
    if (typeof value !== 'object' || value === null) return {}
    return Object.fromEntries(Object.entries(value).filter(([, open]) => typeof open === 'boolean'))
  } catch {
    // Blocked storage or a damaged value: every group starts as it does by default.
    return {}
  }
}

function saveOpenGroups(groups: OpenGroups) {
  try {
    window.localStorage.setItem(NAV_GROUPS_STORAGE_KEY, JSON.stringify(groups))
  } catch {
    // Not remembered when storage is blocked; the group still opens or folds.
  }
}

function NavItems({
  id,
  labelledBy,
  items,
  onNavigate,
}: {
  id: string
  labelledBy: string
  items: readonly AdminNavItem[]
  onNavigate: () => void
}) {
  return (
    <ul id={id} aria-labelledby={labelledBy} className="mt-1 space-y-1">
      {items.map(({ label, href, icon: Icon }) => (
        <li key={href}>
          <NavLink
            to={href}
            end={href === paths.admin.root.getHref()}
            onClick={onNavigate}
            className={({ isActive }) =>
              `flex items-center gap-3 rounded-lg border-l-2 px-3 py-2 text-sm font-medium transition-colors ${FOCUS_RING} ${
                isActive
                  ? 'border-accent bg-accent/10 text-accent'
                  : 'border-transparent text-ink-muted hover:bg-ink/5 hover:text-ink'
              }`
            }
          >
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  )
}

type GroupProps = {
  group: AdminNavGroup
  open: boolean
  onToggle: () => void
  onNavigate: () => void
}

// A group's name is the button that opens and folds it; folded, its entries leave the page (and
// the keyboard's path) until it opens again.
function NavGroup({ group, open, onToggle, onNavigate }: GroupProps) {
  const id = useId()
  const listId = `${id}-items`
  const buttonId = `${id}-toggle`
  return (
    <div>
      <button
        id={buttonId}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={onToggle}
        className={`flex w-full items-center justify-between gap-2 rounded-lg px-3 py-1.5 text-xs font-semibold tracking-widest text-ink-muted uppercase transition-colors hover:bg-ink/5 hover:text-ink ${FOCUS_RING}`}
      >
        {group.label}
        <ChevronDown
          aria-hidden="true"
          className={`size-4 shrink-0 transition-transform motion-reduce:transition-none ${open ? '' : '-rotate-90'}`}
        />
      </button>
      {open ? (
        <NavItems id={listId} labelledBy={buttonId} items={group.items} onNavigate={onNavigate} />
      ) : null}
    </div>
  )
}

// The side navigation: the screens the account's role may use, in groups. The group holding the
// open screen shows it whenever a screen is opened, even if it was folded before; folding it there
// again is the user's choice, kept until the next move.
export function AdminNav({ onNavigate }: { onNavigate: () => void }) {
  const role = useRole()
  const { pathname, key } = useLocation()
  const [openGroups, setOpenGroups] = useState(readOpenGroups)
  // The visit (the location's key) during which the user folded the open screen's own group.
  const [foldedHere, setFoldedHere] = useState<string | null>(null)
  const current = findAdminNavGroup(pathname)

  const isOpen = (group: AdminNavGroup) =>
    (group.id === current && foldedHere !== key) || (openGroups[group.id] ?? !group.folded)

  function toggle(group: AdminNavGroup) {
    const open = !isOpen(group)
    if (group.id === current) setFoldedHere(open ? null : key)
    const next = { ...openGroups, [group.id]: open }
    setOpenGroups(next)
    saveOpenGroups(next)
  }

  return (
    <nav aria-label={ADMIN_NAV_LABEL} className="flex-1 space-y-4 overflow-y-auto px-3 py-5">
      {adminNavGroupsFor(role).map((group) => (
        <NavGroup
          key={group.id}
          group={group}
          open={isOpen(group)}
          onToggle={() => {
            toggle(group)
          }}
          onNavigate={onNavigate}
        />
      ))}
    </nav>
  )
}
