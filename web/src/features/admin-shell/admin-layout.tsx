import { useQueryClient } from '@tanstack/react-query'
import { House, LogOut, Menu, UserRound, X } from 'lucide-react'
import { useEffect, useId, useState, type ReactNode } from 'react'
import { Link, NavLink, useLocation } from 'react-router'

import { useEscapeKey } from '@/hooks/use-escape-key'
import { ThemeToggle } from '@/components/theme-toggle'
import { pageTitle, useDocumentTitle } from '@/hooks/use-document-title'
import { paths } from '@/config/paths'
import { useAuth, useAuthStore } from '@/lib/auth'
import { realtime } from '@/lib/realtime'
import { BACK_TO_HOME } from '@/messages'
import { PLEASE_WAIT, PROFILE_TITLE } from '@/messages-admin'
import { ADMIN_NAV_TOGGLE, adminTitle, PAGE_TITLE_ADMIN, SIGN_OUT } from './messages'

import { ADMIN_QUERY_KEY } from '@/lib/admin-api/query-keys'
import { AdminNav } from './admin-nav'
import { findAdminNavItem } from './admin-nav-items'
import { FOCUS_RING } from '@/components/ui/focus-ring'

const SIDEBAR_ID = 'admin-sidebar'

function Brand({ clubName }: { clubName?: string }) {
  return (
    <Link
      to={paths.admin.root.getHref()}
      className={`rounded-md font-display text-2xl font-semibold tracking-wide text-accent ${FOCUS_RING}`}
    >
      {adminTitle(clubName)}
    </Link>
  )
}

// Every account's own page, whatever its role: named "Profile", with the signed-in address under it.
function ProfileLink({ onNavigate }: { onNavigate: () => void }) {
  const auth = useAuth()
  const emailId = useId()
  const email = auth.status === 'signed-in' ? auth.user.email : null
  return (
    <NavLink
      to={paths.admin.profile.getHref()}
      end
      onClick={onNavigate}
      aria-describedby={email ? emailId : undefined}
      className={({ isActive }) =>
        `flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm transition-colors ${FOCUS_RING} ${
          isActive ? 'bg-accent/10 text-accent' : 'text-ink-muted hover:bg-ink/5 hover:text-ink'
        }`
      }
    >
      <UserRound aria-hidden="true" className="size-4 shrink-0" />
      <span className="min-w-0">
        <span className="block font-medium">{PROFILE_TITLE}</span>
        {email ? (
          <span id={emailId} aria-hidden="true" className="block truncate text-xs" title={email}>
            {email}
          </span>
        ) : null}
      </span>
    </NavLink>
  )
}

// Each admin screen is named after its entry in the side navigation ("Reservations | Admin |
// Nocturne"); the profile after its own link.
function useAdminTitle(clubName: string | undefined) {
  const { pathname } = useLocation()
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const label =
    path === paths.admin.profile.getHref() ? PROFILE_TITLE : findAdminNavItem(path)?.label
  const club = clubName ? [clubName] : []
  useDocumentTitle(
    label ? pageTitle(label, PAGE_TITLE_ADMIN, ...club) : pageTitle(PAGE_TITLE_ADMIN, ...club),
  )
}

type AdminLayoutProps = { clubName?: string; children: ReactNode }

// The admin shell: side navigation, Sign Out at its foot, the screen beside it.
// Below the lg breakpoint the navigation folds away behind a toggle in a top bar.
export function AdminLayout({ clubName, children }: AdminLayoutProps) {
  const store = useAuthStore()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const [signingOut, setSigningOut] = useState(false)
  useAdminTitle(clubName)
  const close = () => {
    setOpen(false)
  }

  useEscapeKey(open, close)

  useEffect(
    () => () => {
      queryClient.removeQueries({ queryKey: ADMIN_QUERY_KEY })
    },
    [queryClient],
  )

  // Staff-only live tables (contact_submissions, reservations) reach only a socket that presents
  // a staff token; it is handed over while the admin area is open and taken back when it closes
  // (leaving, or signing out, which unmounts the area).
  useEffect(() => {
    realtime.useToken(() => store.getAccessToken())
    return () => {
      realtime.useToken(null)
    }
  }, [store])

  // The guard around this shell moves to /admin/login once the session has ended.
  async function signOut() {
    setSigningOut(true)
    await store.signOut()
  }

  const ToggleIcon = open ? X : Menu
  return (
    <div className="min-h-svh bg-canvas text-ink lg:flex">
      <header className="sticky top-0 z-30 flex h-16 items-center justify-between gap-4 border-b border-line bg-canvas/90 px-4 backdrop-blur-md lg:hidden">
        <Brand clubName={clubName} />
        <div className="flex items-center gap-1">
          <ThemeToggle />
          <button
            type="button"
            aria-label={ADMIN_NAV_TOGGLE}
            aria-expanded={open}
            aria-controls={SIDEBAR_ID}
            onClick={() => {
              setOpen((value) => !value)
            }}
            className={`inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-ink/5 ${FOCUS_RING}`}
          >
            <ToggleIcon aria-hidden="true" className="size-6" />
          </button>
        </div>
      </header>
      {open ? (
        <div
          aria-hidden="true"
          className="fixed inset-0 z-40 bg-black/60 lg:hidden"
          onClick={close}
        />
      ) : null}
      {/* Beside the screen the column runs the page's whole length, so its background reaches the
          bottom of a long screen whatever the window's height; its content stays in view. */}
      <aside
        id={SIDEBAR_ID}
        className={`${open ? 'flex' : 'hidden'} fixed inset-y-0 left-0 z-50 w-72 flex-col border-r border-line bg-surface shadow-2xl lg:static lg:flex lg:shrink-0 lg:self-stretch lg:shadow-none`}
      >
        <div className="flex min-h-0 flex-1 flex-col lg:sticky lg:top-0 lg:h-svh lg:flex-none">
          <div className="flex h-16 items-center justify-between gap-2 border-b border-line px-5 lg:h-20">
            <Brand clubName={clubName} />
            <div className="hidden lg:block">
              <ThemeToggle />
            </div>
          </div>
          <AdminNav onNavigate={close} />
          <div className="space-y-1 border-t border-line p-3">
            <ProfileLink onNavigate={close} />
            <Link
              to={paths.home.getHref()}
              className={`flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm text-ink-muted transition-colors hover:bg-ink/5 hover:text-ink ${FOCUS_RING}`}
            >
              <House aria-hidden="true" className="size-4" />
              {BACK_TO_HOME}
            </Link>
            <button
              type="button"
              disabled={signingOut}
              onClick={() => {
                void signOut()
              }}
              className={`flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-ink-muted transition-colors hover:bg-red-500/10 hover:text-red-700 disabled:opacity-60 dark:hover:text-red-300 ${FOCUS_RING}`}
            >
              <LogOut aria-hidden="true" className="size-4" />
              {signingOut ? PLEASE_WAIT : SIGN_OUT}
            </button>
          </div>
        </div>
      </aside>
      {/* The room at the bottom is the toasts': scrolled to the end, a screen's last actions
          (Save Changes) sit above a toast instead of under it. */}
      <main className="min-w-0 flex-1 px-4 pt-8 pb-36 sm:px-8 lg:px-12 lg:pt-12">{children}</main>
    </div>
  )
}
