import { ApiError, isNetworkError } from '@/lib/api-client'

// Every rule for repeating a failed request, in one place. TanStack Query passes a retry rule the
// number of failures so far (starting at 0) and the error; a delay rule gets the same count.

export type QueryRetry = number | ((failureCount: number, error: unknown) => boolean)

export function retryDelayFrom(delays: readonly number[]) {
  return (failureCount: number): number => delays[Math.min(failureCount, delays.length - 1)] ?? 0
}

// --- The public site -----------------------------------------------------------------------
// A public read is retried up to 3 times. The hero and the footer wait 1s, 2s, then 4s; events,
// gallery and bottle service wait 1s, 2s, then 3s.
export const PUBLIC_RETRIES = 3
export const HERO_RETRY_DELAYS_MS = [1000, 2000, 4000] as const
export const SECTION_RETRY_DELAYS_MS = [1000, 2000, 3000] as const
export const heroRetryDelay = retryDelayFrom(HERO_RETRY_DELAYS_MS)
export const sectionRetryDelay = retryDelayFrom(SECTION_RETRY_DELAYS_MS)
export const footerRetryDelay = heroRetryDelay

// The public forms: retried twice, after 1s then 2s, when no answer came (network) or the server
// failed (5xx, or 409 while the first request with this idempotency key is still being
// processed). A refusal is final.
export const SUBMISSION_RETRY_DELAYS_MS = [1000, 2000] as const

export function retrySubmission(failureCount: number, error: unknown): boolean {
  if (failureCount >= SUBMISSION_RETRY_DELAYS_MS.length) return false
  if (isNetworkError(error)) return true
  return error instanceof ApiError && (error.status >= 500 || error.status === 409)
}

export const submissionRetryDelay = retryDelayFrom(SUBMISSION_RETRY_DELAYS_MS)
export const submissionRetry = { retry: retrySubmission, retryDelay: submissionRetryDelay }

// --- The admin area ------------------------------------------------------------------------
// Content reads: a refusal (an answer with a 4xx status) is final; no answer, or a 5xx, is tried
// twice more.
export function shouldRetryAdminQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false
  return failureCount < 2
}

// The staff lists and the accounts: a refusal will not change on its own; only a failure to get an
// answer is worth repeating.
export function retryUnanswered(failureCount: number, error: unknown): boolean {
  return !(error instanceof ApiError) && failureCount < 2
}

// The gallery manager: 3 retries, waiting 1000 ms times the attempt number.
export const GALLERY_RETRIES = 3
export function galleryRetryDelay(failureCount: number): number {
  return 1000 * (failureCount + 1)
}

// Uploads: up to 3 attempts, waiting 2 s then 4 s. A refusal (4xx) will not change by sending
// the same file again; anything else (no answer, 5xx, 408, 429) is tried again.
export const UPLOAD_ATTEMPTS = 3
export const UPLOAD_RETRY_DELAYS_MS = [2000, 4000] as const
