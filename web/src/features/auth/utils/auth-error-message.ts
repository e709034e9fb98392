import { ApiError, isNetworkError } from '@/lib/api-client'
import { AN_ERROR_OCCURRED, AUTH_UNREACHABLE } from '../messages'

// The network message when there was no answer, the server's own
// message when it gave one, and 'An error occurred' otherwise.
export function authErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return AUTH_UNREACHABLE
  if (error instanceof ApiError && error.fromServer) return error.message
  return AN_ERROR_OCCURRED
}
