// A public read is retried up to 3 times. The hero and the footer wait 1s, 2s,
// then 4s; events, gallery and bottle service wait 1s, 2s, then 3s.
export const PUBLIC_RETRIES = 3
export const HERO_RETRY_DELAYS_MS = [1000, 2000, 4000] as const
export const SECTION_RETRY_DELAYS_MS = [1000, 2000, 3000] as const

// TanStack Query passes the number of failures before this retry, starting at 0.
export function retryDelayFrom(delays: readonly number[]) {
  return (failureCount: number): number => delays[Math.min(failureCount, delays.length - 1)] ?? 0
}

export const sectionRetryDelay = retryDelayFrom(SECTION_RETRY_DELAYS_MS)
export const footerRetryDelay = retryDelayFrom(HERO_RETRY_DELAYS_MS)
