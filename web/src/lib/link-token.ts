// The token of a mailed link, from the address's #fragment (which browsers never send to a
// server): the reservation link's and the new-password link's.
export function readToken(hash: string): string | null {
  const raw = hash.replace(/^#/, '').trim()
  if (raw === '') return null
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}
