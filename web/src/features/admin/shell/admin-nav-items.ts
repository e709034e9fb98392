import {
  CalendarCheck,
  CalendarCog,
  DoorOpen,
  CalendarDays,
  FileText,
  Images,
  Inbox,
  LayoutDashboard,
  Navigation,
  PanelBottom,
  Phone,
  Sparkles,
  UserCheck,
  UtensilsCrossed,
  Wine,
  type LucideIcon,
} from 'lucide-react'

import { paths } from '@/config/paths'
import {
  ADMIN_NAV_CONTACT_INFO,
  ADMIN_NAV_CONTACT_SUBMISSIONS,
  ADMIN_NAV_CONTENT,
  ADMIN_NAV_DOOR,
  ADMIN_NAV_DASHBOARD,
  ADMIN_NAV_EVENTS,
  ADMIN_NAV_FOOTER,
  ADMIN_NAV_GALLERY,
  ADMIN_NAV_HERO,
  ADMIN_NAV_MENU,
  ADMIN_NAV_NAVIGATION,
  ADMIN_NAV_BOOKING_RULES,
  ADMIN_NAV_RESERVATIONS,
  ADMIN_NAV_SERVICES,
  ADMIN_NAV_USERS,
} from '@/messages'

export type AdminNavItem = { label: string; href: string; icon: LucideIcon }

// The side navigation, in its order.
export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { label: ADMIN_NAV_DASHBOARD, href: paths.admin.root.getHref(), icon: LayoutDashboard },
  { label: ADMIN_NAV_HERO, href: paths.admin.hero.getHref(), icon: Sparkles },
  { label: ADMIN_NAV_NAVIGATION, href: paths.admin.navigation.getHref(), icon: Navigation },
  { label: ADMIN_NAV_CONTENT, href: paths.admin.content.getHref(), icon: FileText },
  { label: ADMIN_NAV_GALLERY, href: paths.admin.gallery.getHref(), icon: Images },
  { label: ADMIN_NAV_EVENTS, href: paths.admin.events.getHref(), icon: CalendarDays },
  { label: ADMIN_NAV_SERVICES, href: paths.admin.bottleService.getHref(), icon: Wine },
  { label: ADMIN_NAV_MENU, href: paths.admin.menu.getHref(), icon: UtensilsCrossed },
  { label: ADMIN_NAV_CONTACT_INFO, href: paths.admin.contact.getHref(), icon: Phone },
  { label: ADMIN_NAV_FOOTER, href: paths.admin.footer.getHref(), icon: PanelBottom },
  {
    label: ADMIN_NAV_CONTACT_SUBMISSIONS,
    href: paths.admin.contactSubmissions.getHref(),
    icon: Inbox,
  },
  { label: ADMIN_NAV_RESERVATIONS, href: paths.admin.reservations.getHref(), icon: CalendarCheck },
  { label: ADMIN_NAV_DOOR, href: paths.admin.door.getHref(), icon: DoorOpen },
  { label: ADMIN_NAV_BOOKING_RULES, href: paths.admin.bookingRules.getHref(), icon: CalendarCog },
]

// The account approval screen, listed apart from the content and inbox entries.
export const ADMIN_ACCESS_ITEMS: readonly AdminNavItem[] = [
  { label: ADMIN_NAV_USERS, href: paths.admin.users.getHref(), icon: UserCheck },
]

export function findAdminNavItem(pathname: string): AdminNavItem | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return [...ADMIN_NAV_ITEMS, ...ADMIN_ACCESS_ITEMS].find((item) => item.href === path)
}
