import { isJsonObject, type JsonObject } from '@/lib/json-content'

// Content is JSON edited by staff (also in the Content manager): read what fits, skip the rest.
export function text(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback
}

export function objectAt(content: JsonObject, key: string): JsonObject {
  const value = content[key]
  return isJsonObject(value) ? value : {}
}

export function listAt(content: JsonObject, key: string): JsonObject[] {
  const value = content[key]
  return Array.isArray(value) ? value.filter(isJsonObject) : []
}

export function stringsAt(content: JsonObject, key: string): string[] {
  const value = content[key]
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : []
}
