import { useCallback, useState, useSyncExternalStore } from 'react'
import { useLocation } from 'react-router'

import { ThemeToggle } from '@/components/theme-toggle'
import { paths } from '@/config/paths'
import { useEscapeKey } from '@/hooks/use-escape-key'
import { useLiveQuery } from '@/hooks/use-live-query'
import { DEFAULT_TOP_NAV } from '@/lib/api/rules'

import { useClubName } from '../api/club-name'
import { SITE_QUERY_KEY, useSite } from '../api/get-site'
import { srcSetFor } from '@/lib/responsive-images'
import { logoSizes } from '../utils/responsive'
import { fetchedByHtml } from '../utils/served-pictures'
import { Brand } from './brand'
import { NavItem, TopNavView } from './top-nav-view'

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

export function TopNav() {
  const { data: site } = useSite()
  const clubName = useClubName()
  useLiveQuery(['navigation_settings'], SITE_QUERY_KEY)
  const { pathname } = useLocation()
  // Spec: the Admin link is hidden on /admin and /admin/login.
  const showAdmin = !pathname.startsWith(paths.admin.root.path)
  const [open, setOpen] = useMenuState()
  const links = site?.top_nav ?? DEFAULT_TOP_NAV
  // The landing page's HTML shows the logo's own file before the app starts: the app keeps it.
  const logo = site?.navigation?.logo_url
  const logoInfo = logo ? site.media?.[logo] : undefined
  const logoSrcSet = logo && !fetchedByHtml(logo) ? srcSetFor(logo, logoInfo) : undefined
  const close = () => {
    setOpen(false)
  }

  useEscapeKey(open, close)

  return (
    <TopNavView
      brand={
        <Brand clubName={clubName} logoUrl={logo} srcSet={logoSrcSet} sizes={logoSizes(logoInfo)} />
      }
      desktopItems={links.map((link) => (
        <NavItem key={`${link.url}-${link.text}`} link={link} mobile={false} />
      ))}
      mobileItems={links.map((link) => (
        <NavItem key={`${link.url}-${link.text}`} link={link} mobile onNavigate={close} />
      ))}
      themeToggle={<ThemeToggle />}
      showAdmin={showAdmin}
      open={open}
      onToggle={() => {
        setOpen(!open)
      }}
      onNavigate={close}
    />
  )
}
