// Text as a save keeps it: trimmed, inside lists and objects too.
function normalized(value: unknown): unknown {
  if (typeof value === 'string') return value.trim()
  if (Array.isArray(value)) return value.map(normalized)
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, normalized(item)]))
  }
  return value ?? null
}

// Whether a form's values differ from the ones last saved or loaded in anything a save would
// keep: spaces around a text are trimmed on save, so they make no difference.
export function differs(current: unknown, saved: unknown): boolean {
  return JSON.stringify(normalized(current)) !== JSON.stringify(normalized(saved))
}
