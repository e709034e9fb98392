import type { ContentSectionPublic } from '@/lib/api/types'
import { SEO_DEFAULT_DESCRIPTION, SEO_DEFAULT_TAGLINE, seoDefaultTitle } from './messages'

import { isJsonObject } from '@/lib/json-content'

export type SeoValues = { title: string; description: string; image: string | null }

// The server's limits on the seo section's content.
export const SEO_TITLE_MAX = 120
export const SEO_DESCRIPTION_MAX = 320
// A tagline longer than this is description enough on its own.
const SHORT_TAGLINE = 60

function filled(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined
}

// What the served page uses for each field staff leave empty, worked out exactly as the server
// does it (src/nocturne/pages/seo.py): the hero's subtitle (else its title) as the tagline, the
// page title '{club} | {tagline}', the tagline as the description (followed by the stock
// sentence when it is short), and the hero's background picture.
export function seoDefaults(clubName: string, hero: ContentSectionPublic | null): SeoValues {
  const content = hero && isJsonObject(hero.content) ? hero.content : {}
  const tagline = filled(content.subtitle) ?? filled(content.title) ?? SEO_DEFAULT_TAGLINE
  // Counted in characters, as the server counts them (an emoji is one).
  const description =
    Array.from(tagline).length > SHORT_TAGLINE ? tagline : `${tagline}. ${SEO_DEFAULT_DESCRIPTION}`
  return {
    title: seoDefaultTitle(clubName, tagline),
    description,
    image: filled(content.background_image) ?? null,
  }
}

// What the page says in the end: each field staff filled, else its default.
export function effectiveSeo(
  form: { title: string; description: string; image: string },
  defaults: SeoValues,
): SeoValues {
  return {
    title: form.title.trim() || defaults.title,
    description: form.description.trim() || defaults.description,
    image: form.image.trim() || defaults.image,
  }
}
