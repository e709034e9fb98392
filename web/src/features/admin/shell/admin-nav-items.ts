import {
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
  Navigation,
  PanelBottom,
  Scale,
  SearchCheck,
  Phone,
  Sparkles,
  Trash2,
  UserCheck,
  UtensilsCrossed,
  Wine,
  type LucideIcon,
} from 'lucide-react'

import { paths } from '@/config/paths'
import type { OperationId } from '@/lib/roles'
import {
  ADMIN_NAV_ACTIVITY,
  ADMIN_NAV_CONTACT_INFO,
  ADMIN_NAV_CONTACT_SUBMISSIONS,
  ADMIN_NAV_CONTENT,
  ADMIN_NAV_DOOR,
  ADMIN_NAV_DRAFTS,
  ADMIN_NAV_DASHBOARD,
  ADMIN_NAV_EVENTS,
  ADMIN_NAV_FOOTER,
  ADMIN_NAV_GALLERY,
  ADMIN_NAV_HERO,
  ADMIN_NAV_LEGAL,
  ADMIN_NAV_MENU,
  ADMIN_NAV_NAVIGATION,
  ADMIN_NAV_BOOKING_RULES,
  ADMIN_NAV_RESERVATIONS,
  ADMIN_NAV_SEO,
  ADMIN_NAV_SERVICES,
  ADMIN_NAV_TRASH,
  ADMIN_NAV_USERS,
} from '@/messages-admin'

// Each entry names the operation its screen reads with: a role that may not call it does not see
// the entry, and is stopped at the screen's door (role-guard.tsx).
export type AdminNavItem = { label: string; href: string; icon: LucideIcon; operation: OperationId }

// The side navigation, in its order.
export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { label: ADMIN_NAV_DASHBOARD, href: paths.admin.root.getHref(), icon: LayoutDashboard, operation: 'read_dashboard' },
  { label: ADMIN_NAV_HERO, href: paths.admin.hero.getHref(), icon: Sparkles, operation: 'admin_read_sections' },
  { label: ADMIN_NAV_NAVIGATION, href: paths.admin.navigation.getHref(), icon: Navigation, operation: 'admin_read_navigation' },
  { label: ADMIN_NAV_CONTENT, href: paths.admin.content.getHref(), icon: FileText, operation: 'admin_read_sections' },
  { label: ADMIN_NAV_GALLERY, href: paths.admin.gallery.getHref(), icon: Images, operation: 'admin_read_gallery_items' },
  { label: ADMIN_NAV_EVENTS, href: paths.admin.events.getHref(), icon: CalendarDays, operation: 'admin_read_events' },
  { label: ADMIN_NAV_SERVICES, href: paths.admin.bottleService.getHref(), icon: Wine, operation: 'admin_read_packages' },
  { label: ADMIN_NAV_MENU, href: paths.admin.menu.getHref(), icon: UtensilsCrossed, operation: 'admin_read_menu_images' },
  { label: ADMIN_NAV_CONTACT_INFO, href: paths.admin.contact.getHref(), icon: Phone, operation: 'admin_read_contact' },
  { label: ADMIN_NAV_FOOTER, href: paths.admin.footer.getHref(), icon: PanelBottom, operation: 'admin_read_sections' },
  { label: ADMIN_NAV_LEGAL, href: paths.admin.legal.getHref(), icon: Scale, operation: 'save_section' },
  { label: ADMIN_NAV_SEO, href: paths.admin.seo.getHref(), icon: SearchCheck, operation: 'save_section' },
  { label: ADMIN_NAV_DRAFTS, href: paths.admin.drafts.getHref(), icon: FilePenLine, operation: 'read_drafts' },
  { label: ADMIN_NAV_TRASH, href: paths.admin.trash.getHref(), icon: Trash2, operation: 'read_trash' },
  {
    label: ADMIN_NAV_CONTACT_SUBMISSIONS,
    href: paths.admin.contactSubmissions.getHref(),
    icon: Inbox,
    operation: 'read_contact_submissions',
  },
  { label: ADMIN_NAV_RESERVATIONS, href: paths.admin.reservations.getHref(), icon: CalendarCheck, operation: 'read_reservations' },
  { label: ADMIN_NAV_DOOR, href: paths.admin.door.getHref(), icon: DoorOpen, operation: 'read_door_night' },
  { label: ADMIN_NAV_BOOKING_RULES, href: paths.admin.bookingRules.getHref(), icon: CalendarCog, operation: 'read_reservation_settings' },
]

// The account approval screen and the record of who changed what, listed apart from the content
// and inbox entries.
export const ADMIN_ACCESS_ITEMS: readonly AdminNavItem[] = [
  { label: ADMIN_NAV_USERS, href: paths.admin.users.getHref(), icon: UserCheck, operation: 'read_users' },
  { label: ADMIN_NAV_ACTIVITY, href: paths.admin.activity.getHref(), icon: History, operation: 'read_audit_log' },
]

export function findAdminNavItem(pathname: string): AdminNavItem | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return [...ADMIN_NAV_ITEMS, ...ADMIN_ACCESS_ITEMS].find((item) => item.href === path)
}

// The first screen the role may use, in the side navigation's order.
export function firstAllowedNavItem(allowed: (operation: OperationId) => boolean): AdminNavItem | undefined {
  return [...ADMIN_NAV_ITEMS, ...ADMIN_ACCESS_ITEMS].find((item) => allowed(item.operation))
}
