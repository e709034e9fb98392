import type {
  ContentSectionPublic,
  NavigationPublic,
  SitePublic,
} from '@/lib/api/types'

let sequence = 0
const nextId = () => `00000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`

export function buildSection(overrides: Partial<ContentSectionPublic> = {}): ContentSectionPublic {
  return {
    id: nextId(),
    section_name: 'hero',
    title: null,
    subtitle: null,
    content: {},
    updated_at: '2025-01-01T00:00:00Z',
    ...overrides,
  }
}

export function buildNavigation(overrides: Partial<NavigationPublic> = {}): NavigationPublic {
  return {
    id: nextId(),
    logo_url: null,
    links: [],
    updated_at: '2025-01-01T00:00:00Z',
    ...overrides,
  }
}

export function buildSite(overrides: Partial<SitePublic> = {}): SitePublic {
  return {
    club_name: 'Nocturne',
    navigation: null,
    sections: {},
    events: [],
    gallery_items: [],
    packages: [],
    contact: null,
    ...overrides,
  }
}
