import { ApiError } from '@/lib/api-client'

export type FieldErrors = Readonly<Record<string, string>>

// The server's per-field messages of a refusal (422), keyed by dotted name ('links.0.url',
// 'content.features.0.title').
export function fieldErrorsOf(error: unknown): FieldErrors {
  return error instanceof ApiError ? error.fields : {}
}

// The server's own sentence about a refusal, to show under the screen's failure toast.
export function serverMessageOf(error: unknown): string | undefined {
  return error instanceof ApiError && error.fromServer && error.status < 500
    ? error.message
    : undefined
}

// The messages for one part of a form, with the prefix taken off ('content.title' → 'title').
export function withinPrefix(errors: FieldErrors, prefix: string): FieldErrors {
  const start = `${prefix}.`
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith(start))
      .map(([key, message]) => [key.slice(start.length), message]),
  )
}
