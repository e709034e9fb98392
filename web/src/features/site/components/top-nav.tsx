import { Menu, Shield, X } from 'lucide-react'
import { useCallback, useState, useSyncExternalStore } from 'react'
import { Link, useLocation } from 'react-router'

import { useEscapeKey } from '@/hooks/use-escape-key'
import { AppLink } from '@/components/app-link'
import { ThemeToggle } from '@/components/theme-toggle'
import { paths } from '@/config/paths'
import { useLiveQuery } from '@/hooks/use-live-query'
import type { NavLink } from '@/lib/api/types'
import { NAV_ADMIN, NAV_MAIN_LABEL, NAV_TOGGLE_MENU } from '@/messages'

import { useClubName } from '../api/club-name'
import { SITE_QUERY_KEY, useSite } from '../api/get-site'
import { buildNavLinks, mobileLabel } from '../utils/navigation'
import { Brand } from './brand'

const MOBILE_MENU_ID = 'mobile-menu'

// The server sends a working top bar before the app starts, and web/index.html's script records
// on <html> whether the visitor opened its menu. The app's bar opens as the visitor left that one
// until the visitor uses the app's own toggle or links. The record is read as an external store:
// the app renders in slices, and a click between its first render and the moment its bar replaces
// the server's must not be lost.
const PRERENDERED_MENU = 'data-prerendered-menu'

function prerenderedMenuIsOpen(): boolean {
  return document.documentElement.getAttribute(PRERENDERED_MENU) === 'open'
}

function subscribeToPrerenderedMenu(onChange: () => void) {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributeFilter: [PRERENDERED_MENU] })
  return () => {
    observer.disconnect()
  }
}

function useMenuState() {
  const prerenderedOpen = useSyncExternalStore(subscribeToPrerenderedMenu, prerenderedMenuIsOpen)
  const [chosen, setChosen] = useState<boolean | null>(null)
  const setOpen = useCallback((open: boolean) => {
    document.documentElement.removeAttribute(PRERENDERED_MENU)
    setChosen(open)
  }, [])
  return [chosen ?? prerenderedOpen, setOpen] as const
}

const FOCUS_RING = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent'

const linkClass = (link: NavLink, mobile: boolean) =>
  link.isButton
    ? `inline-flex items-center justify-center rounded-full bg-accent-solid px-5 py-2 text-sm font-semibold uppercase tracking-widest text-on-accent shadow-[0_0_24px_-6px] shadow-gold-400/60 transition hover:bg-gold-300 ${mobile ? 'mt-2 w-full py-3' : ''} ${FOCUS_RING}`
    : `block rounded-md px-3 py-2 text-sm font-medium uppercase tracking-widest text-ink-muted transition-colors hover:text-accent ${mobile ? 'py-3 text-base' : ''} ${FOCUS_RING}`

function NavList({
  links,
  mobile,
  onNavigate,
}: {
  links: NavLink[]
  mobile: boolean
  onNavigate?: () => void
}) {
  return (
    <ul className={mobile ? 'flex flex-col gap-1' : 'flex items-center gap-1 lg:gap-2'}>
      {links.map((link) => (
        <li key={`${link.url}-${link.text}`}>
          <AppLink href={link.url} className={linkClass(link, mobile)} onClick={onNavigate}>
            {mobile ? mobileLabel(link) : link.text}
          </AppLink>
        </li>
      ))}
    </ul>
  )
}

function AdminLink({ mobile, onNavigate }: { mobile: boolean; onNavigate?: () => void }) {
  if (mobile) {
    return (
      <Link
        to={paths.admin.root.getHref()}
        onClick={onNavigate}
        className={`flex items-center gap-2 rounded-md px-3 py-3 text-base font-medium uppercase tracking-widest text-ink-muted hover:text-accent ${FOCUS_RING}`}
      >
        <Shield aria-hidden="true" className="size-4" />
        {NAV_ADMIN}
      </Link>
    )
  }
  // The label slides out on hover or keyboard focus; it stays in the accessible name throughout.
  return (
    <Link
      to={paths.admin.root.getHref()}
      className={`group inline-flex items-center rounded-full px-2.5 py-2 text-sm font-medium uppercase tracking-widest text-ink-muted transition-colors hover:text-accent ${FOCUS_RING}`}
    >
      <Shield aria-hidden="true" className="size-4 shrink-0" />
      <span className="max-w-0 overflow-hidden whitespace-nowrap opacity-0 transition-all duration-300 group-hover:ml-2 group-hover:max-w-24 group-hover:opacity-100 group-focus-visible:ml-2 group-focus-visible:max-w-24 group-focus-visible:opacity-100">
        {NAV_ADMIN}
      </span>
    </Link>
  )
}

export function TopNav() {
  const { data: site } = useSite()
  const clubName = useClubName()
  useLiveQuery(['navigation_settings'], SITE_QUERY_KEY)
  const { pathname } = useLocation()
  // Spec: the Admin link is hidden on /admin and /admin/login.
  const showAdmin = !pathname.startsWith(paths.admin.root.path)
  const [open, setOpen] = useMenuState()
  const links = buildNavLinks(site?.navigation)
  const close = () => {
    setOpen(false)
  }

  useEscapeKey(open, close)

  const ToggleIcon = open ? X : Menu
  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-line bg-canvas/85 backdrop-blur-md">
      <nav
        aria-label={NAV_MAIN_LABEL}
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8"
      >
        <Brand clubName={clubName} logoUrl={site?.navigation?.logo_url} />
        <div className="flex items-center gap-1">
          <div className="hidden items-center gap-1 md:flex">
            <NavList links={links} mobile={false} />
            {showAdmin ? <AdminLink mobile={false} /> : null}
          </div>
          <ThemeToggle />
          <button
            type="button"
            aria-label={NAV_TOGGLE_MENU}
            aria-expanded={open}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => {
              setOpen(!open)
            }}
            className={`inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-ink/5 md:hidden ${FOCUS_RING}`}
          >
            <ToggleIcon aria-hidden="true" className="size-6" />
          </button>
        </div>
      </nav>
      <div
        id={MOBILE_MENU_ID}
        hidden={!open}
        className="border-t border-line bg-canvas px-4 pt-2 pb-6 md:hidden"
      >
        <NavList links={links} mobile onNavigate={close} />
        {showAdmin ? <AdminLink mobile onNavigate={close} /> : null}
      </div>
    </header>
  )
}
