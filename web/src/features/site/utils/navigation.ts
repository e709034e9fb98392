import { anchors, paths } from '@/config/paths'
import type { NavigationPublic, NavLink } from '@/lib/api/types'
import {
  NAV_ABOUT,
  NAV_BOTTLE_SERVICE,
  NAV_CONTACT,
  NAV_EVENTS,
  NAV_GALLERY,
  NAV_MENU,
} from '@/messages'

// Spec: the links used when no navigation settings exist (or they hold no links).
export const DEFAULT_NAV_LINKS: readonly NavLink[] = [
  { text: NAV_EVENTS, url: anchors.events, isButton: false },
  { text: NAV_GALLERY, url: anchors.gallery, isButton: false },
  { text: NAV_ABOUT, url: anchors.about, isButton: false },
  { text: NAV_CONTACT, url: anchors.contact, isButton: false },
  { text: NAV_BOTTLE_SERVICE, url: anchors.bottleService, isButton: true },
]

const MENU_LINK: NavLink = { text: NAV_MENU, url: paths.menu.path, isButton: false }

// The menu page is not a landing section, so the settings do not hold it: it is placed after
// Events (or before the first button when there is no Events link), unless staff added it.
export function buildNavLinks(navigation: NavigationPublic | null | undefined): NavLink[] {
  const links = navigation?.links.length ? [...navigation.links] : [...DEFAULT_NAV_LINKS]
  if (links.some((link) => link.url === MENU_LINK.url)) return links
  const events = links.findIndex((link) => link.url === anchors.events)
  const firstButton = links.findIndex((link) => link.isButton)
  const at = events >= 0 ? events + 1 : firstButton >= 0 ? firstButton : links.length
  links.splice(at, 0, MENU_LINK)
  return links
}

// On mobile the highlighted link to the bottle-service section reads 'Bottle Service'.
export function mobileLabel(link: NavLink): string {
  return link.isButton && link.url === anchors.bottleService ? NAV_BOTTLE_SERVICE : link.text
}
