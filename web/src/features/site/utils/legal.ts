import type { SitePublic } from '@/lib/api/types'

import { textField } from './content'

export type LegalKind = 'privacy' | 'terms'
export type LegalText = { title: string; paragraphs: string[] }

// Staff can replace the default text with a content section named 'privacy' or 'terms' whose
// content is {"title": string, "body": string}, paragraphs separated by blank lines.
export function legalText(site: SitePublic | undefined, kind: LegalKind, fallback: LegalText): LegalText {
  const content = site?.sections[kind]?.content
  const body = textField(content, 'body')
  const paragraphs = body
    ?.split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
  return {
    title: textField(content, 'title') ?? fallback.title,
    paragraphs: paragraphs?.length ? paragraphs : fallback.paragraphs,
  }
}
