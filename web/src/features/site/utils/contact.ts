import type { ContactSectionPublic } from '@/lib/api/types'
import { CONTACT_DEFAULT_HOURS_DAY, CONTACT_DEFAULT_HOURS_TIME } from '@/messages'

export type ContactPanel = {
  address: string | undefined
  cityLine: string | undefined
  hours: { day: string; time: string }[]
  phone: string | undefined
  email: string | undefined
  mapUrl: string | undefined
}

const present = (value: string | null | undefined) => (value?.trim() ? value.trim() : undefined)

// The contact panel with the product's default hours; empty details are left out.
export function toContactPanel(contact: ContactSectionPublic | null | undefined): ContactPanel {
  const location = contact?.location
  const stateZip = [present(location?.state), present(location?.zip)].filter(Boolean).join(' ')
  const cityLine = [present(location?.city), present(stateZip)].filter(Boolean).join(', ')
  const hours = (contact?.hours ?? []).filter((entry) => present(entry.day) ?? present(entry.time))
  return {
    address: present(location?.address),
    cityLine: present(cityLine),
    hours: hours.length
      ? hours
      : [{ day: CONTACT_DEFAULT_HOURS_DAY, time: CONTACT_DEFAULT_HOURS_TIME }],
    phone: present(contact?.contact?.phone),
    email: present(contact?.contact?.email),
    mapUrl: present(contact?.map_url),
  }
}

// The contact details' address on one line: "123 Nightlife Avenue, New York, NY 10001".
export function fullAddress(contact: ContactPanel): string | undefined {
  return [contact.address, contact.cityLine].filter(Boolean).join(', ') || undefined
}
