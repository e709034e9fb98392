import { useMutation, useQuery } from '@tanstack/react-query'

import { answer, api, ApiError } from '@/lib/api-client'
import { retryUnanswered } from '@/lib/query-policies'

export type LinkUse = { token: string; reason?: string | null }

// The link is the authority (no sign-in): its token travels in the body, never in an address.
export function previewLink(token: string, signal?: AbortSignal) {
  return answer(api.POST('/api/reservation-link/preview', { body: { token }, signal }))
}

export function actOnLink({ token, reason }: LinkUse) {
  return answer(
    api.POST('/api/reservation-link/act', { body: reason ? { token, reason } : { token } }),
  )
}

// What the link would do, to which request; reading it changes nothing, so it is read once.
export function useLinkPreview(token: string) {
  return useQuery({
    queryKey: ['reservation-link', token],
    queryFn: ({ signal }) => previewLink(token, signal),
    retry: retryUnanswered,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  })
}

export function useLinkAction() {
  return useMutation({ mutationFn: actOnLink })
}

// 404 (not a link of ours), 409 (used, or the request decided another way) and 410 (expired)
// will not change by trying again; the server's message says which.
export function isFinal(error: unknown): boolean {
  return error instanceof ApiError && [404, 409, 410].includes(error.status)
}

// The server's own words for a refusal, or the page's when no answer (or no message) came.
export function linkFailure(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer && error.status < 500
    ? error.message
    : fallback
}
