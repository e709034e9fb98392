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

export function sectionHeading(
  site: SitePublic | undefined,
  name: SectionName,
  defaults: { title: string; subtitle: string },
): { title: string; subtitle: string } {
  const section = findSection(site, name)
  return {
    title: textField(section?.content, 'title') ?? section?.title ?? defaults.title,
    subtitle: textField(section?.content, 'subtitle') ?? section?.subtitle ?? defaults.subtitle,
  }
}
