import { ApiError, isNetworkError } from '@/lib/api-client'

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

// Retried twice, after 1s then 2s, when no answer came (network) or the server failed (5xx, or
// 409 while the first request with this key is still being processed). A refusal is final.
export const SUBMISSION_RETRY_DELAYS_MS = [1000, 2000] as const

export function retrySubmission(failureCount: number, error: unknown): boolean {
  if (failureCount >= SUBMISSION_RETRY_DELAYS_MS.length) return false
  if (isNetworkError(error)) return true
  return error instanceof ApiError && (error.status >= 500 || error.status === 409)
}

export function submissionRetryDelay(failureCount: number): number {
  return SUBMISSION_RETRY_DELAYS_MS[Math.min(failureCount, SUBMISSION_RETRY_DELAYS_MS.length - 1)] ?? 0
}

export const submissionRetry = { retry: retrySubmission, retryDelay: submissionRetryDelay }
