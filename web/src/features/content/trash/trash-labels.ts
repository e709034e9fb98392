import type { TrashedPublic } from '@/lib/api/types'
import { MENU_TAB_CLUB, MENU_TAB_KITCHEN, MENU_TAB_OUTDOOR } from '@/messages'
import {
  ACTIVITY_ENTITIES,
  ADMIN_NAV_CONTACT_INFO,
  ADMIN_NAV_CONTENT,
  ADMIN_NAV_EVENTS,
  ADMIN_NAV_GALLERY,
  ADMIN_NAV_MENU,
  ADMIN_NAV_NAVIGATION,
  ADMIN_NAV_SERVICES,
} from '@/messages-admin'
import { UNTITLED } from '../messages'

import type { HistoryEntity } from '@/lib/admin-api/history'

// The screen each kind of row comes back to, by its side-navigation name.
const SCREENS: Record<HistoryEntity, string> = {
  events: ADMIN_NAV_EVENTS,
  gallery_items: ADMIN_NAV_GALLERY,
  packages: ADMIN_NAV_SERVICES,
  menu_images: ADMIN_NAV_MENU,
  content_sections: ADMIN_NAV_CONTENT,
  navigation_settings: ADMIN_NAV_NAVIGATION,
  contact_sections: ADMIN_NAV_CONTACT_INFO,
}

// The tables whose rows can be in the trash.
export const TRASH_TABLES = Object.keys(SCREENS)

const MENU_NAMES: Readonly<Record<string, string>> = {
  outdoor: MENU_TAB_OUTDOOR,
  club: MENU_TAB_CLUB,
  kitchen: MENU_TAB_KITCHEN,
}

export function screenOf(entity: string): string {
  return Object.hasOwn(SCREENS, entity) ? SCREENS[entity as HistoryEntity] : ADMIN_NAV_CONTENT
}

// 'Event', 'Gallery item'; a table this screen does not know is named as the server names it.
export function kindOf(entity: string): string {
  const one = Object.hasOwn(ACTIVITY_ENTITIES, entity)
    ? ACTIVITY_ENTITIES[entity as keyof typeof ACTIVITY_ENTITIES].one
    : entity.replaceAll('_', ' ')
  return `${one.charAt(0).toUpperCase()}${one.slice(1)}`
}

// What the row was called; a menu board is labelled with its menu's type ('club') and reads as
// that menu's name.
export function labelOf(item: Pick<TrashedPublic, 'entity' | 'label'>): string {
  if (item.entity === 'menu_images') return MENU_NAMES[item.label] ?? (item.label || UNTITLED)
  return item.label || UNTITLED
}
