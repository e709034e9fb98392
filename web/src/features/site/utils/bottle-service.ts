import barCounter from '@/assets/experience/experience-bar-counter.webp'
import champagne from '@/assets/experience/experience-champagne.webp'
import laserCeiling from '@/assets/experience/experience-laser-ceiling.webp'
import lounge from '@/assets/experience/experience-lounge.webp'
import type { ContentSectionPublic } from '@/lib/api/types'

import { isRecord, recordList, textField } from './content'

export type Feature = { id: string; icon: string; title: string; description: string }
export type Statistic = { id: string; icon: string; label: string; value: string }

const text = (record: Record<string, unknown>, key: string) => {
  const value = record[key]
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''
}

// The records of the section's `list`, each field read as text, keyed by its id (else its place).
function textRows<Field extends string>(
  section: ContentSectionPublic | null | undefined,
  list: string,
  fields: readonly Field[],
): ({ id: string } & Record<Field, string>)[] {
  return recordList(section?.content, list).map((item, index) => ({
    ...(Object.fromEntries(fields.map((field) => [field, text(item, field)])) as Record<
      Field,
      string
    >),
    id: text(item, 'id') || String(index),
  }))
}

export function features(section: ContentSectionPublic | null | undefined): Feature[] {
  return textRows(section, 'features', ['icon', 'title', 'description'])
}

export function statistics(section: ContentSectionPublic | null | undefined): Statistic[] {
  return textRows(section, 'statistics', ['icon', 'label', 'value'])
}

// The about section's four tiles: the experience images of the bottle-service content, each
// empty place filled with a picture bundled with the app (small WebP copies of the demo's
// pictures), so a fresh install with nothing uploaded still shows four tiles.
export const EXPERIENCE_FALLBACK_IMAGES = [
  { src: lounge, alt: 'Lounge seating in warm light' },
  { src: barCounter, alt: 'Bar counter with bottle silhouettes' },
  { src: laserCeiling, alt: 'Laser ceiling over the crowd' },
  { src: champagne, alt: 'Champagne flutes in sparkling light' },
] as const

// The About section's own heading and text, when staff wrote them.
export function experienceText(section: ContentSectionPublic | null | undefined): {
  title: string | undefined
  text: string | undefined
} {
  const experience = section?.content.experience
  if (!isRecord(experience)) return { title: undefined, text: undefined }
  return { title: textField(experience, 'title'), text: textField(experience, 'description') }
}

export function experienceTiles(
  section: ContentSectionPublic | null | undefined,
): { src: string; alt: string }[] {
  const experience = section?.content.experience
  const images = isRecord(experience) && Array.isArray(experience.images) ? experience.images : []
  const title = isRecord(experience) ? textField(experience, 'title') : undefined
  return EXPERIENCE_FALLBACK_IMAGES.map((fallback, index) => {
    const image: unknown = images[index]
    return typeof image === 'string' && image.trim() !== ''
      ? { src: image, alt: title ? `${title} ${String(index + 1)}` : fallback.alt }
      : { ...fallback }
  })
}
