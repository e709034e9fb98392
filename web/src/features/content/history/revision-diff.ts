import { isVideoUrl } from '@/components/upload'
import type { RevisionPublic } from '@/lib/api/types'
import { NO, YES } from '@/messages-admin'
import { HISTORY_FIELD_LABELS } from '../messages'

import { isJsonObject, type JsonObject } from '@/lib/json-content'

// How one side of a change reads: nothing, a picture (shown as a thumbnail) or text.
export type DiffValue =
  { kind: 'empty' } | { kind: 'image'; url: string } | { kind: 'text'; text: string }

// One field a version changed: 'content.title' for a key inside a saved object.
export type FieldChange = { path: string; label: string; before: DiffValue; after: DiffValue }

type Revision = Pick<RevisionPublic, 'action' | 'before' | 'after' | 'changed'>

const IMAGE_URL = /^(\/|https?:\/\/)\S+\.(png|jpe?g|gif|webp|avif|svg)(\?\S*)?$/i

function humanize(key: string): string {
  const words = key
    .replaceAll('_', ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`
}

// 'content.background_image' reads 'Content › Background image'.
export function fieldLabel(path: string): string {
  return path
    .split('.')
    .map((part) => HISTORY_FIELD_LABELS[part] ?? humanize(part))
    .join(' › ')
}

export function isImageUrl(value: unknown): value is string {
  return typeof value === 'string' && IMAGE_URL.test(value.trim()) && !isVideoUrl(value)
}

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
}

function scalar(value: unknown): string {
  if (typeof value === 'boolean') return value ? YES : NO
  if (typeof value === 'string' || typeof value === 'number') return String(value)
  return JSON.stringify(value)
}

// An object within a list (a link, an opening hour): its filled-in values on one line, a flag
// that is on by its name ('Events · #events · Button').
function inline(item: JsonObject): string {
  return Object.entries(item)
    .flatMap(([key, value]) => {
      if (isBlank(value) || value === false) return []
      if (value === true) return [fieldLabel(key)]
      return [typeof value === 'object' ? JSON.stringify(value) : scalar(value)]
    })
    .join(' · ')
}

// A saved value as staff read it: lists one entry a line, objects as 'Label: value' lines.
export function formatValue(value: unknown): string {
  if (isBlank(value)) return ''
  if (Array.isArray(value)) {
    if (value.every((item) => !isJsonObject(item) && !Array.isArray(item)))
      return value.map(scalar).join(', ')
    return value.map((item) => (isJsonObject(item) ? inline(item) : scalar(item))).join('\n')
  }
  if (isJsonObject(value)) {
    return Object.entries(value)
      .filter(([, item]) => !isBlank(item))
      .map(
        ([key, item]) =>
          `${fieldLabel(key)}: ${isJsonObject(item) ? inline(item) : formatValue(item).replaceAll('\n', '; ')}`,
      )
      .join('\n')
  }
  return scalar(value)
}

export function describeValue(value: unknown): DiffValue {
  if (isImageUrl(value)) return { kind: 'image', url: value.trim() }
  const text = formatValue(value)
  return text === '' ? { kind: 'empty' } : { kind: 'text', text }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

// The keys of both objects, in the order the newer one keeps them, then any the older one had.
function keysOf(before: JsonObject, after: JsonObject): string[] {
  return [...new Set([...Object.keys(after), ...Object.keys(before)])]
}

function change(path: string, before: unknown, after: unknown): FieldChange {
  return {
    path,
    label: fieldLabel(path),
    before: describeValue(before),
    after: describeValue(after),
  }
}

// The fields a version changed, old and new. A saved object (a section's content, the contact
// location) is compared one level down, key by key; a key that repeats a field changed beside it
// with the same values (a hero's title, kept both on the row and in its content) is listed once.
export function changesOf(revision: Revision): FieldChange[] {
  if (revision.action !== 'update' && revision.action !== 'restore') return []
  const before = revision.before ?? {}
  const after = revision.after ?? {}
  const changes: FieldChange[] = []
  for (const key of revision.changed) {
    const old = before[key]
    const now = after[key]
    const nested =
      (isJsonObject(old) || isBlank(old)) &&
      (isJsonObject(now) || isBlank(now)) &&
      (isJsonObject(old) || isJsonObject(now))
    if (!nested) {
      changes.push(change(key, old, now))
      continue
    }
    const oldObject = isJsonObject(old) ? old : {}
    const newObject = isJsonObject(now) ? now : {}
    for (const sub of keysOf(oldObject, newObject)) {
      if (
        same(oldObject[sub], newObject[sub]) ||
        (isBlank(oldObject[sub]) && isBlank(newObject[sub]))
      )
        continue
      const repeated =
        revision.changed.includes(sub) &&
        same(before[sub], oldObject[sub]) &&
        same(after[sub], newObject[sub])
      if (!repeated) changes.push(change(`${key}.${sub}`, oldObject[sub], newObject[sub]))
    }
  }
  return changes
}

// The value a version holds, the one a restore brings back (a deletion's: the row as deleted).
export function valueOf(revision: Pick<RevisionPublic, 'before' | 'after'>): JsonObject | null {
  return revision.after ?? revision.before
}

// The picture a saved row shows, if any (an event's image, a gallery photo, a menu board).
export function pictureOf(values: JsonObject | null): string | null {
  if (!values) return null
  for (const key of ['image', 'image_url', 'thumbnail', 'url', 'background_image', 'logo_url']) {
    const value = values[key]
    if (isImageUrl(value)) return value
  }
  return null
}
