import { describe, expect, it } from 'vitest'

import { buildSection } from '@/testing/factories'

import { toContactPanel } from './contact'
import { toFooterContent } from './footer'

describe('footer content', () => {
  it('falls back to the defaults, with the 2025 copyright and the legal links', () => {
    const footer = toFooterContent(null, 'Velvet')
    expect(footer.copyright).toBe('© 2025 Velvet. All rights reserved.')
    expect(footer.legalLinks).toEqual([
      { text: 'Privacy Policy', url: '/privacy' },
      { text: 'Terms of Service', url: '/terms' },
    ])
    expect(footer.hours).toEqual([{ day: 'Thursday - Saturday', time: '10:00 PM - 3:00 AM' }])
    expect(footer.quickLinks.map((link) => link.text)).toContain('Events')
  })

  it('takes every part from the content, skipping malformed entries', () => {
    const footer = toFooterContent(
      buildSection({
        section_name: 'footer',
        content: {
          company: {
            description: 'Since 2015.',
            social_links: [
              { platform: 'Instagram', url: 'https://instagram.com/', icon: '/i.png' },
              'junk',
            ],
          },
          quick_links: [{ text: 'Menu', url: '/menu' }, { text: 'No url' }],
          contact_info: { address: '1 Night St', phone: '+1 555', email: 'hi@club.test' },
          hours: [{ day: 'Friday', time: '11 PM - 4 AM' }],
          legal: { copyright: '© 2026 Velvet', links: [{ text: 'Imprint', url: '/terms' }] },
        },
      }),
      'Velvet',
    )
    expect(footer).toEqual({
      description: 'Since 2015.',
      socialLinks: [{ platform: 'Instagram', url: 'https://instagram.com/', icon: '/i.png' }],
      quickLinks: [{ text: 'Menu', url: '/menu' }],
      contact: { address: '1 Night St', phone: '+1 555', email: 'hi@club.test' },
      hours: [{ day: 'Friday', time: '11 PM - 4 AM' }],
      copyright: '© 2026 Velvet',
      legalLinks: [{ text: 'Imprint', url: '/terms' }],
    })
  })
})

describe('footer facts', () => {
  const contact = toContactPanel({
    id: '1',
    title: null,
    location: { address: '9 Harbour Road', city: 'Brooklyn', state: 'NY', zip: '11201' },
    hours: [{ day: 'Friday', time: '11 PM - 5 AM' }],
    contact: { phone: '+1 (555) 000-1111', email: 'door@club.test' },
    map_url: null,
    updated_at: '2025-01-01T00:00:00Z',
  })

  it('takes the address, phone, email and hours from the contact details when left empty', () => {
    const section = buildSection({
      section_name: 'footer',
      content: { contact_info: { address: '', phone: '' }, hours: [] },
    })
    const footer = toFooterContent(section, 'Velvet', contact)
    expect(footer.contact).toEqual({
      address: '9 Harbour Road, Brooklyn, NY 11201',
      phone: '+1 (555) 000-1111',
      email: 'door@club.test',
    })
    expect(footer.hours).toEqual([{ day: 'Friday', time: '11 PM - 5 AM' }])
  })

  it('keeps what staff typed into the footer over the contact details', () => {
    const section = buildSection({
      section_name: 'footer',
      content: {
        contact_info: { phone: '+1 (555) 222-3333' },
        hours: [{ day: 'Sat', time: 'Late' }],
      },
    })
    const footer = toFooterContent(section, 'Velvet', contact)
    expect(footer.contact.phone).toBe('+1 (555) 222-3333')
    expect(footer.contact.address).toBe('9 Harbour Road, Brooklyn, NY 11201')
    expect(footer.hours).toEqual([{ day: 'Sat', time: 'Late' }])
  })
})

describe('contact panel', () => {
  it("shows the default hours 'Thursday - Saturday, 10:00 PM - 3:00 AM' when none are set", () => {
    expect(toContactPanel(null).hours).toEqual([
      { day: 'Thursday - Saturday', time: '10:00 PM - 3:00 AM' },
    ])
  })

  it('joins city, state and zip, and leaves the map out without an address', () => {
    const panel = toContactPanel({
      id: '1',
      title: null,
      location: { address: '123 Nightlife Avenue', city: 'New York', state: 'NY', zip: '10001' },
      hours: [],
      contact: { phone: '+1 (555) 123-4567', email: 'info@club.test' },
      map_url: null,
      updated_at: '2025-01-01T00:00:00Z',
    })
    expect(panel.cityLine).toBe('New York, NY 10001')
    expect(panel.mapUrl).toBeUndefined()
  })
})
