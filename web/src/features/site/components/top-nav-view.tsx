import { Menu, Shield, X } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { AppLink } from '@/components/app-link'
import { paths } from '@/config/paths'
import type { TopNavLink } from '@/lib/api/types'
import { NAV_ADMIN, NAV_MAIN_LABEL, NAV_TOGGLE_MENU } from '@/messages'
import { FOCUS_RING } from '@/components/ui/focus-ring'

export const MOBILE_MENU_ID = 'mobile-menu'

const linkClass = (isButton: boolean, mobile: boolean) =>
  isButton
    ? `inline-flex items-center justify-center rounded-full bg-accent-solid px-5 py-2 text-sm font-semibold uppercase tracking-widest text-on-accent shadow-[0_0_24px_-6px] shadow-gold-400/60 transition hover:bg-gold-300 ${mobile ? 'mt-2 w-full py-3' : ''} ${FOCUS_RING}`
    : `block rounded-md px-3 py-2 text-sm font-medium uppercase tracking-widest text-ink-muted transition-colors hover:text-accent ${mobile ? 'py-3 text-base' : ''} ${FOCUS_RING}`

type NavItemProps = { link: TopNavLink; mobile: boolean; onNavigate?: () => void }

export function NavItem({ link, mobile, onNavigate }: NavItemProps) {
  return (
    <li>
      <AppLink href={link.url} className={linkClass(link.isButton, mobile)} onClick={onNavigate}>
        {mobile ? link.mobile_text : link.text}
      </AppLink>
    </li>
  )
}

function NavList({ mobile, children }: { mobile: boolean; children: ReactNode }) {
  return (
    <ul className={mobile ? 'flex flex-col gap-1' : 'flex items-center gap-1 lg:gap-2'}>
      {children}
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

const MOBILE_MENU = 'border-t border-line bg-canvas px-4 pt-2 pb-6 md:hidden'

type TopNavViewProps = {
  brand: ReactNode
  // The links as list items, for the bar and for the phone menu.
  desktopItems: ReactNode
  mobileItems: ReactNode
  themeToggle: ReactNode
  showAdmin: boolean
  open: boolean
  onToggle?: () => void
  onNavigate?: () => void
  // The copy the server sends before the app starts: web/index.html's script works its menu and
  // theme buttons, and without a script a narrow screen shows the links open.
  prerendered?: boolean
}

// The fixed top bar. Its parts come from outside, so the build can also render it into the HTML
// the server sends before the app starts (src/first-screen.tsx).
export function TopNavView(props: TopNavViewProps) {
  const {
    brand,
    desktopItems,
    mobileItems,
    themeToggle,
    showAdmin,
    open,
    onToggle,
    onNavigate,
    prerendered,
  } = props
  const ToggleIcon = open ? X : Menu
  const mobileLinks = (
    <>
      <NavList mobile>{mobileItems}</NavList>
      {showAdmin ? <AdminLink mobile onNavigate={onNavigate} /> : null}
    </>
  )
  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-line bg-canvas/85 backdrop-blur-md">
      <nav
        aria-label={NAV_MAIN_LABEL}
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8"
      >
        {brand}
        <div className="flex items-center gap-1">
          <div className="hidden items-center gap-1 md:flex">
            <NavList mobile={false}>{desktopItems}</NavList>
            {showAdmin ? <AdminLink mobile={false} /> : null}
          </div>
          {themeToggle}
          <button
            type="button"
            aria-label={NAV_TOGGLE_MENU}
            aria-expanded={open}
            aria-controls={MOBILE_MENU_ID}
            data-prerendered={prerendered ? 'menu' : undefined}
            onClick={onToggle}
            className={`inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-ink/5 md:hidden ${FOCUS_RING}`}
          >
            <ToggleIcon aria-hidden="true" className="size-6" />
          </button>
        </div>
      </nav>
      <div
        id={MOBILE_MENU_ID}
        hidden={!open}
        data-prerendered={prerendered ? 'menu-panel' : undefined}
        className={MOBILE_MENU}
      >
        {mobileLinks}
      </div>
      {prerendered ? (
        <noscript>
          <div className={MOBILE_MENU}>{mobileLinks}</div>
        </noscript>
      ) : null}
    </header>
  )
}
