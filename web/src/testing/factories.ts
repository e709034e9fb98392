import { DEFAULT_TOP_NAV, HERO_BUTTON_DEFAULTS } from '@/lib/api/rules'
import type {
  ContentSectionPublic,
  EventPublic,
  GalleryItemPublic,
  HeroPublic,
  MediaInfo,
  NavigationPublic,
  SessionPublic,
  SitePublic,
  UserPublic,
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

// The hero as the server sends it for a club that has not written one.
export function buildHero(overrides: Partial<HeroPublic> = {}): HeroPublic {
  return {
    title: 'Nocturne',
    subtitle: null,
    background_image: null,
    background_video: null,
    primary_button: { ...HERO_BUTTON_DEFAULTS.primary },
    secondary_button: { ...HERO_BUTTON_DEFAULTS.secondary },
    ...overrides,
  }
}

export function buildSite(overrides: Partial<SitePublic> = {}): SitePublic {
  return {
    club_name: 'Nocturne',
    hero: buildHero({ title: overrides.club_name ?? 'Nocturne' }),
    top_nav: DEFAULT_TOP_NAV.map((link) => ({ ...link })),
    navigation: null,
    sections: {},
    events: [],
    gallery_items: [],
    packages: [],
    contact: null,
    ...overrides,
  }
}

export function buildUser(overrides: Partial<UserPublic> = {}): UserPublic {
  return {
    id: nextId(),
    email: `staff-${String(sequence)}@nocturne.club`,
    email_confirmed_at: '2025-01-01T00:00:00Z',
    approved_at: '2025-01-01T00:00:00Z',
    created_at: '2025-01-01T00:00:00Z',
    // Existing approved accounts became owners: an owner may use every screen.
    role: 'owner',
    two_factor_enabled: false,
    ...overrides,
  }
}

// A session whose access token runs for expiresIn seconds from the (possibly faked) clock.
export function buildSession(
  overrides: Partial<SessionPublic> = {},
  expiresIn = 900,
): SessionPublic {
  return {
    access_token: `access-${String(++sequence)}`,
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: Math.floor(Date.now() / 1000) + expiresIn,
    refresh_token: 'never-read-by-the-browser',
    user: buildUser(),
    ...overrides,
  }
}

export function buildEvent(overrides: Partial<EventPublic> = {}): EventPublic {
  return {
    id: nextId(),
    title: 'Midnight Gala',
    description: 'Black tie and gold confetti.',
    image: null,
    date: '2030-06-07',
    time: '10:00 PM',
    location: 'Main Room',
    slug: `midnight-gala-${String(sequence)}`,
    ...overrides,
  }
}

export function buildGalleryItem(overrides: Partial<GalleryItemPublic> = {}): GalleryItemPublic {
  const id = nextId()
  return {
    id,
    title: `Moment ${id.slice(-4)}`,
    type: 'image',
    url: `/media/gallery-media/${id}.jpg`,
    thumbnail: null,
    category: 'dance floor',
    created_at: '2025-01-01T00:00:00Z',
    ...overrides,
  }
}

// A stored picture as the site payload describes it: renditions named after the original, and
// the srcset the server lists (the renditions, then the original at its own width).
export function buildMediaInfo(
  src: string,
  {
    width,
    height,
    widths = [],
    focus = [0.5, 0.5],
  }: { width: number; height: number; widths?: number[]; focus?: [number, number] },
): MediaInfo {
  const stem = src.replace(/\.[a-z0-9]+$/i, '')
  const renditions = widths.map((w) => ({ width: w, url: `${stem}-w${String(w)}.webp` }))
  const candidates = [...renditions, ...(renditions.length ? [{ width, url: src }] : [])]
  return {
    width,
    height,
    focus_x: focus[0],
    focus_y: focus[1],
    renditions,
    srcset: candidates.map((c) => `${c.url} ${String(c.width)}w`).join(', '),
  }
}
