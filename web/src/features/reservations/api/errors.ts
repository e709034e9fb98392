import { ApiError } from '@/lib/api-client'

// What a failed decision tells staff: on 409 the server's own words (someone else has already
// acted), otherwise the screen's message.
export function decisionFailure(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status === 409 && error.fromServer
    ? error.message
    : fallback
}
