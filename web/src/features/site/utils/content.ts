import type { ContentSectionPublic, SitePublic } from '@/lib/api/types'

export type SectionName = 'hero' | 'events' | 'gallery' | 'bottle-service' | 'footer'

export function findSection(
  site: SitePublic | undefined,
  name: SectionName,
): ContentSectionPublic | undefined {
  return site?.sections[name]
}

// Content is free-form JSON edited by staff: read a text field and treat anything else as absent.
export function textField(content: Readonly<Record<string, unknown>> | undefined, key: string) {
  const value = content?.[key]
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

const nonBlank = (value: string | null | undefined) =>
  value && value.trim() !== '' ? value : undefined

// A list field of free-form content: only its entries that are objects, else nothing.
export function recordList(
  content: Readonly<Record<string, unknown>> | undefined,
  key: string,
): Record<string, unknown>[] {
  const value = content?.[key]
  return Array.isArray(value)
    ? value.filter((item): item is Record<string, unknown> => isRecord(item))
    : []
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function sectionHeading(
  site: SitePublic | undefined,
  name: SectionName,
  defaults: { title: string; subtitle: string },
): { title: string; subtitle: string } {
  return sectionHeadingFrom(findSection(site, name), defaults)
}

// A section's heading: the content's title/subtitle, else the row's, else the product's defaults.
export function sectionHeadingFrom(
  section: ContentSectionPublic | null | undefined,
  defaults: { title: string; subtitle: string },
): { title: string; subtitle: string } {
  return {
    title: textField(section?.content, 'title') ?? nonBlank(section?.title) ?? defaults.title,
    subtitle:
      textField(section?.content, 'subtitle') ?? nonBlank(section?.subtitle) ?? defaults.subtitle,
  }
}
