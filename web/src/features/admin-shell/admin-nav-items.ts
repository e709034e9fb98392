import {
  Building2,
  CalendarCheck,
  CalendarCog,
  DoorOpen,
  CalendarDays,
  FilePenLine,
  FileText,
  History,
  Images,
  Inbox,
  LayoutDashboard,
  Map as MapIcon,
  Navigation,
  PanelBottom,
  Scale,
  SearchCheck,
  Phone,
  Sparkles,
  Trash2,
  UserCheck,
  Users,
  UtensilsCrossed,
  Wine,
  type LucideIcon,
} from 'lucide-react'

import { paths } from '@/config/paths'
import { can, type OperationId, type Role } from '@/lib/roles'
import {
  ADMIN_NAV_ACTIVITY,
  ADMIN_NAV_CONTACT_INFO,
  ADMIN_NAV_CONTACT_SUBMISSIONS,
  ADMIN_NAV_CONTENT,
  ADMIN_NAV_DOOR,
  ADMIN_NAV_DRAFTS,
  ADMIN_NAV_DASHBOARD,
  ADMIN_NAV_EVENTS,
  ADMIN_NAV_FLOOR,
  ADMIN_NAV_FOOTER,
  ADMIN_NAV_GALLERY,
  ADMIN_NAV_GUESTS,
  ADMIN_NAV_HERO,
  ADMIN_NAV_LEGAL,
  ADMIN_NAV_MENU,
  ADMIN_NAV_NAVIGATION,
  ADMIN_NAV_BOOKING_RULES,
  ADMIN_NAV_CLUB,
  ADMIN_NAV_RESERVATIONS,
  ADMIN_NAV_SEO,
  ADMIN_NAV_SERVICES,
  ADMIN_NAV_TRASH,
  ADMIN_NAV_USERS,
} from '@/messages-admin'
import { ADMIN_NAV_GROUP_CLUB, ADMIN_NAV_GROUP_SITE, ADMIN_NAV_GROUP_TONIGHT } from './messages'

// Each entry names the operation its screen reads with: a role that may not call it does not see
// the entry, and is stopped at the screen's door (role-guard.tsx).
export type AdminNavItem = { label: string; href: string; icon: LucideIcon; operation: OperationId }

export type AdminNavGroupId = 'tonight' | 'site' | 'club'
// `folded`: how the group starts in a browser that never opened or closed it.
export type AdminNavGroup = {
  id: AdminNavGroupId
  label: string
  folded: boolean
  items: readonly AdminNavItem[]
}

const DASHBOARD: AdminNavItem = {
  label: ADMIN_NAV_DASHBOARD,
  href: paths.admin.root.getHref(),
  icon: LayoutDashboard,
  operation: 'read_dashboard',
}
const DOOR: AdminNavItem = {
  label: ADMIN_NAV_DOOR,
  href: paths.admin.door.getHref(),
  icon: DoorOpen,
  operation: 'read_door_night',
}

// The side navigation, in its order: what the staff work from every night first, then the public
// site's content (folded until opened, it is the long list), then the club's own setup.
export const ADMIN_NAV_GROUPS: readonly AdminNavGroup[] = [
  {
    id: 'tonight',
    label: ADMIN_NAV_GROUP_TONIGHT,
    folded: false,
    items: [
      DASHBOARD,
      {
        label: ADMIN_NAV_RESERVATIONS,
        href: paths.admin.reservations.getHref(),
        icon: CalendarCheck,
        operation: 'read_reservations',
      },
      DOOR,
      {
        label: ADMIN_NAV_FLOOR,
        href: paths.admin.floor.getHref(),
        icon: MapIcon,
        operation: 'read_floor',
      },
      {
        label: ADMIN_NAV_GUESTS,
        href: paths.admin.guests.getHref(),
        icon: Users,
        operation: 'read_guests',
      },
      {
        label: ADMIN_NAV_CONTACT_SUBMISSIONS,
        href: paths.admin.contactSubmissions.getHref(),
        icon: Inbox,
        operation: 'read_contact_submissions',
      },
    ],
  },
  {
    id: 'site',
    label: ADMIN_NAV_GROUP_SITE,
    folded: true,
    items: [
      {
        label: ADMIN_NAV_HERO,
        href: paths.admin.hero.getHref(),
        icon: Sparkles,
        operation: 'admin_read_sections',
      },
      {
        label: ADMIN_NAV_NAVIGATION,
        href: paths.admin.navigation.getHref(),
        icon: Navigation,
        operation: 'admin_read_navigation',
      },
      {
        label: ADMIN_NAV_CONTENT,
        href: paths.admin.content.getHref(),
        icon: FileText,
        operation: 'admin_read_sections',
      },
      {
        label: ADMIN_NAV_GALLERY,
        href: paths.admin.gallery.getHref(),
        icon: Images,
        operation: 'admin_read_gallery_items',
      },
      {
        label: ADMIN_NAV_EVENTS,
        href: paths.admin.events.getHref(),
        icon: CalendarDays,
        operation: 'admin_read_events',
      },
      {
        label: ADMIN_NAV_SERVICES,
        href: paths.admin.bottleService.getHref(),
        icon: Wine,
        operation: 'admin_read_packages',
      },
      {
        label: ADMIN_NAV_MENU,
        href: paths.admin.menu.getHref(),
        icon: UtensilsCrossed,
        operation: 'admin_read_menu_images',
      },
      {
        label: ADMIN_NAV_CONTACT_INFO,
        href: paths.admin.contact.getHref(),
        icon: Phone,
        operation: 'admin_read_contact',
      },
      {
        label: ADMIN_NAV_FOOTER,
        href: paths.admin.footer.getHref(),
        icon: PanelBottom,
        operation: 'admin_read_sections',
      },
      {
        label: ADMIN_NAV_LEGAL,
        href: paths.admin.legal.getHref(),
        icon: Scale,
        operation: 'save_section',
      },
      {
        label: ADMIN_NAV_SEO,
        href: paths.admin.seo.getHref(),
        icon: SearchCheck,
        operation: 'save_section',
      },
      {
        label: ADMIN_NAV_DRAFTS,
        href: paths.admin.drafts.getHref(),
        icon: FilePenLine,
        operation: 'read_drafts',
      },
      {
        label: ADMIN_NAV_TRASH,
        href: paths.admin.trash.getHref(),
        icon: Trash2,
        operation: 'read_trash',
      },
    ],
  },
  {
    id: 'club',
    label: ADMIN_NAV_GROUP_CLUB,
    folded: false,
    items: [
      {
        label: ADMIN_NAV_CLUB,
        href: paths.admin.club.getHref(),
        icon: Building2,
        operation: 'read_club_settings',
      },
      {
        label: ADMIN_NAV_BOOKING_RULES,
        href: paths.admin.bookingRules.getHref(),
        icon: CalendarCog,
        operation: 'read_reservation_settings',
      },
      {
        label: ADMIN_NAV_USERS,
        href: paths.admin.users.getHref(),
        icon: UserCheck,
        operation: 'read_users',
      },
      {
        label: ADMIN_NAV_ACTIVITY,
        href: paths.admin.activity.getHref(),
        icon: History,
        operation: 'read_audit_log',
      },
    ],
  },
]

const ALL_ITEMS = ADMIN_NAV_GROUPS.flatMap((group) => group.items)

// Where each role starts, after signing in and at /admin: a host on the Door, the night's guest
// list it works from; owners and managers on the Dashboard. /admin is the Dashboard only for the
// roles it is home to, so a host has no Dashboard entry.
const ROLE_HOME: Record<Role, AdminNavItem> = { owner: DASHBOARD, manager: DASHBOARD, host: DOOR }

export function adminHome(role: Role): AdminNavItem {
  return ROLE_HOME[role]
}

function listedFor(role: Role, item: AdminNavItem): boolean {
  return can(role, item.operation) && (item !== DASHBOARD || adminHome(role) === DASHBOARD)
}

// The groups as `role` sees them: only the screens it may use, and no group left empty.
export function adminNavGroupsFor(role: Role | null): AdminNavGroup[] {
  if (!role) return []
  return ADMIN_NAV_GROUPS.map((group) => ({
    ...group,
    items: group.items.filter((item) => listedFor(role, item)),
  })).filter((group) => group.items.length > 0)
}

function trimmed(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
}

// A screen under an entry's own (one guest's profile under Guests) is that entry's.
const isUnder = (path: string, item: AdminNavItem) =>
  item.href === path ||
  (item.href !== paths.admin.root.getHref() && path.startsWith(`${item.href}/`))

export function findAdminNavItem(pathname: string): AdminNavItem | undefined {
  const path = trimmed(pathname)
  return ALL_ITEMS.find((item) => isUnder(path, item))
}

// The group whose entry is the screen at `pathname`, if any.
export function findAdminNavGroup(pathname: string): AdminNavGroupId | undefined {
  const path = trimmed(pathname)
  return ADMIN_NAV_GROUPS.find((group) => group.items.some((item) => isUnder(path, item)))?.id
}
