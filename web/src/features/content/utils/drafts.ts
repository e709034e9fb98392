import { anchors, paths } from '@/config/paths'
import { DRAFT_KINDS, DRAFT_SECTION_NAMES, draftIncludes, UNTITLED_DRAFT } from '../messages'

import { formatEventDate } from './dates'
import { formatPrice } from './packages'
import type { DraftPublic } from '../api/drafts'

const SUMMARY_LENGTH = 160

// The preview's address parts: which page it shows (?page=privacy), and the footer's anchor.
export const PREVIEW_PAGE_PARAM = 'page'
export const PREVIEW_FOOTER_ANCHOR = 'footer'

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function text(record: Record<string, unknown>, key: string): string | undefined {
  const value = record[key]
  if (typeof value === 'number') return String(value)
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

// One line of plain text: Markdown's marks and line breaks are dropped, long text is cut short.
export function shorten(value: string, length = SUMMARY_LENGTH): string {
  const plain = value
    .replace(/^\s*(#{1,3}|[-*]|\d+\.)\s+/gm, '')
    .replace(/\*\*|\*|_|\[|\]\([^)]*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  return plain.length > length ? `${plain.slice(0, length - 1).trimEnd()}…` : plain
}

export function draftKind(draft: DraftPublic): string {
  return DRAFT_KINDS[draft.entity]
}

// A row's draft with no row yet: publishing it adds the event or package.
export function isNewDraft(draft: DraftPublic): boolean {
  return draft.entity !== 'content_sections' && draft.target === null
}

// What staff call the draft: a section by its screen's name, a row by its title or name.
export function draftLabel(draft: DraftPublic): string {
  if (draft.entity === 'content_sections') {
    const name = draft.target ?? draft.label
    return DRAFT_SECTION_NAMES[name] ?? name
  }
  return draft.label.trim() || UNTITLED_DRAFT
}

function unique(parts: readonly (string | undefined)[]): string[] {
  return [...new Set(parts.filter((part): part is string => part !== undefined))]
}

// A short account of what the draft would save: a section's headings and first text, an event's
// night and place, a package's price and contents.
export function draftSummary(draft: DraftPublic): string {
  const values = draft.values
  if (draft.entity === 'events') {
    const date = text(values, 'date')
    const parts = unique([
      date ? formatEventDate(date) : undefined,
      text(values, 'time'),
      text(values, 'location'),
    ])
    const description = text(values, 'description')
    return shorten([parts.join(' · '), description].filter(Boolean).join(' — '))
  }
  if (draft.entity === 'packages') {
    const price = Number(values.price)
    const includes = Array.isArray(values.includes) ? values.includes.length : 0
    const parts = unique([
      Number.isFinite(price) && values.price !== null ? formatPrice(price) : undefined,
      includes ? draftIncludes(includes) : undefined,
    ])
    const description = text(values, 'description')
    return shorten([parts.join(' · '), description].filter(Boolean).join(' — '))
  }
  const content = isRecord(values.content) ? values.content : {}
  const company = isRecord(content.company) ? content.company : {}
  const parts = unique([
    text(content, 'title') ?? text(values, 'title'),
    text(content, 'subtitle') ?? text(values, 'subtitle'),
    text(content, 'description'),
    text(content, 'body'),
    text(company, 'description'),
  ])
  return shorten(parts.join(' · '))
}

// Where the preview opens for this draft: the landing page at the part it changes, or the legal
// page it rewrites.
export function draftPreviewHref(draft: DraftPublic): string {
  const base = paths.admin.preview.getHref()
  if (draft.entity === 'events') return `${base}${anchors.events}`
  if (draft.entity === 'packages') return `${base}${anchors.bottleService}`
  switch (draft.target) {
    case 'events':
      return `${base}${anchors.events}`
    case 'gallery':
      return `${base}${anchors.gallery}`
    case 'bottle-service':
      return `${base}${anchors.bottleService}`
    case 'footer':
      return `${base}#${PREVIEW_FOOTER_ANCHOR}`
    case 'privacy':
    case 'terms':
      return `${base}?${PREVIEW_PAGE_PARAM}=${draft.target}`
    default:
      return base
  }
}
