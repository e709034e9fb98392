import { GUESTS_PAGE, type GuestQuery } from '../api/get-guests'

// The list's search, tag and page live in the address (?q=ada&tag=VIP&page=2), so a reload, the
// Back button from a profile or a shared link finds the same guests.
export type GuestFilter = { q: string | null; tag: string | null; page: number }

export function readGuestFilter(params: URLSearchParams): GuestFilter {
  const q = params.get('q')?.trim() ?? ''
  const tag = params.get('tag')?.trim() ?? ''
  const page = Number(params.get('page') ?? '1')
  return {
    q: q || null,
    tag: tag || null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  }
}

// The first page is said by leaving the page out.
export function guestSearch(filter: GuestFilter): URLSearchParams {
  const params = new URLSearchParams()
  if (filter.q) params.set('q', filter.q)
  if (filter.tag) params.set('tag', filter.tag)
  if (filter.page > 1) params.set('page', String(filter.page))
  return params
}

// What the server is asked: only what narrows the list, and where the page starts.
export function guestQuery(filter: GuestFilter): GuestQuery {
  return {
    ...(filter.q ? { q: filter.q } : {}),
    ...(filter.tag ? { tag: filter.tag } : {}),
    ...(filter.page > 1 ? { offset: (filter.page - 1) * GUESTS_PAGE } : {}),
  }
}

// The CSV of every guest the list finds (all its pages).
export function exportPath(filter: GuestFilter): string {
  const params = new URLSearchParams()
  if (filter.q) params.set('q', filter.q)
  if (filter.tag) params.set('tag', filter.tag)
  const query = params.toString()
  return `/api/admin/guests.csv${query ? `?${query}` : ''}`
}
