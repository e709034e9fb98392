// The public forms send an Idempotency-Key: one per form submission, reused by the automatic
// retries of that submission. A retry of a request the server did store (only the answer was
// lost) gets the first answer back, so a visitor never books the same table twice.
export type Submission<T> = { readonly data: T; readonly idempotencyKey: string }

export function newSubmission<T>(data: T): Submission<T> {
  return { data, idempotencyKey: newIdempotencyKey() }
}

// 32 hex digits from the browser's random source (crypto.randomUUID needs a secure context).
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

export function idempotencyHeaders(submission: Submission<unknown>): HeadersInit {
  return { 'Idempotency-Key': submission.idempotencyKey }
}
