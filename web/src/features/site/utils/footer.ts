import { anchors, paths } from '@/config/paths'
import type { ContentSectionPublic } from '@/lib/api/types'
import {
  NAV_BOTTLE_SERVICE,
  NAV_CONTACT,
  NAV_EVENTS,
  NAV_GALLERY,
  NAV_MENU,
  PRIVACY_POLICY,
  TERMS_OF_SERVICE,
  footerCopyright,
  footerDefaultDescription,
} from '@/messages'

import { fullAddress, toContactPanel, type ContactPanel } from './contact'
import { isRecord, recordList, textField } from './content'

export type FooterLink = { text: string; url: string }
export type SocialLink = { platform: string; url: string; icon: string | undefined }

export type FooterContent = {
  description: string
  socialLinks: SocialLink[]
  quickLinks: FooterLink[]
  contact: { address: string | undefined; phone: string | undefined; email: string | undefined }
  hours: { day: string; time: string }[]
  copyright: string
  legalLinks: FooterLink[]
}

const DEFAULT_QUICK_LINKS: FooterLink[] = [
  { text: NAV_EVENTS, url: anchors.events },
  { text: NAV_GALLERY, url: anchors.gallery },
  { text: NAV_MENU, url: paths.menu.path },
  { text: NAV_BOTTLE_SERVICE, url: anchors.bottleService },
  { text: NAV_CONTACT, url: anchors.contact },
]

const DEFAULT_LEGAL_LINKS: FooterLink[] = [
  { text: PRIVACY_POLICY, url: paths.privacy.path },
  { text: TERMS_OF_SERVICE, url: paths.terms.path },
]

const links = (items: Record<string, unknown>[]): FooterLink[] =>
  items.flatMap((item) => {
    const text = textField(item, 'text')
    const url = textField(item, 'url')
    return text && url ? [{ text, url }] : []
  })

const child = (content: Record<string, unknown> | undefined, key: string) => {
  const value = content?.[key]
  return isRecord(value) ? value : undefined
}

// The footer's content with a default for every part (spec: it fails silently to its defaults;
// the default copyright year is 2025). Its address, phone, email and hours are the contact
// details' unless staff typed others into the footer: one place to change them.
export function toFooterContent(
  section: ContentSectionPublic | null | undefined,
  clubName: string,
  contact: ContactPanel = toContactPanel(null),
): FooterContent {
  const content = section?.content
  const company = child(content, 'company')
  const contactInfo = child(content, 'contact_info')
  const legal = child(content, 'legal')
  const socialLinks = recordList(company, 'social_links').flatMap((item) => {
    const platform = textField(item, 'platform')
    const url = textField(item, 'url')
    return platform && url ? [{ platform, url, icon: textField(item, 'icon') }] : []
  })
  const hours = recordList(content, 'hours').flatMap((item) => {
    const day = textField(item, 'day')
    const time = textField(item, 'time')
    return day || time ? [{ day: day ?? '', time: time ?? '' }] : []
  })
  const quickLinks = links(recordList(content, 'quick_links'))
  const legalLinks = links(recordList(legal, 'links'))
  return {
    description: textField(company, 'description') ?? footerDefaultDescription(clubName),
    socialLinks,
    quickLinks: quickLinks.length ? quickLinks : DEFAULT_QUICK_LINKS,
    contact: {
      address: textField(contactInfo, 'address') ?? fullAddress(contact),
      phone: textField(contactInfo, 'phone') ?? contact.phone,
      email: textField(contactInfo, 'email') ?? contact.email,
    },
    hours: hours.length ? hours : contact.hours,
    copyright: textField(legal, 'copyright') ?? footerCopyright(clubName),
    legalLinks: legalLinks.length ? legalLinks : DEFAULT_LEGAL_LINKS,
  }
}
