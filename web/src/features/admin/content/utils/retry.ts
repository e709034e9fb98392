import { ApiError } from '@/lib/api-client'

// Admin reads: a refusal (an answer with a 4xx status) is final; no answer, or a 5xx, is tried
// twice more.
export function shouldRetryAdminQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false
  return failureCount < 2
}

// 3 retries, waiting 1000 ms times the attempt number.
export const GALLERY_RETRIES = 3
export function galleryRetryDelay(failureCount: number): number {
  return 1000 * (failureCount + 1)
}
