export type JsonObject = Record<string, unknown>
export type ParsedContent = { ok: true; value: JsonObject } | { ok: false }

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

// The content must parse as JSON (and, as every section's content
// is an object, be one); otherwise nothing is saved.
export function parseContent(text: string): ParsedContent {
  const source = text.trim() === '' ? '{}' : text
  try {
    const value: unknown = JSON.parse(source)
    return isJsonObject(value) ? { ok: true, value } : { ok: false }
  } catch {
    return { ok: false }
  }
}

export function formatContent(value: unknown): string {
  return JSON.stringify(value ?? {}, null, 2)
}
