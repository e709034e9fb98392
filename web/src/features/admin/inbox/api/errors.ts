import { ApiError } from '@/lib/api-client'

// A refusal will not change on its own; only a failure to get an answer is worth repeating.
export function retryUnanswered(failureCount: number, error: unknown): boolean {
  return !(error instanceof ApiError) && failureCount < 2
}

// What a failed decision tells staff: on 409 the server's own words (someone else has already
// acted), otherwise the screen's message.
export function decisionFailure(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status === 409 && error.fromServer
    ? error.message
    : fallback
}
