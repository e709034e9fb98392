import type { SitePublic } from '@/lib/api/types'

import { textField } from './content'

export type LegalKind = 'privacy' | 'terms'
export type LegalText = { title: string; paragraphs: string[] }

// Staff can replace the default text with a content section named 'privacy' or 'terms' whose
// content is {"title": string, "body": string}, the body in Markdown (the Legal Pages screen).
export function legalText(
  site: SitePublic | undefined,
  kind: LegalKind,
  fallback: LegalText,
): { title: string; markdown: string } {
  const content = site?.sections[kind]?.content
  return {
    title: textField(content, 'title') ?? fallback.title,
    markdown: textField(content, 'body') ?? fallback.paragraphs.join('\n\n'),
  }
}
