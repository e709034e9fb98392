import { useMutation } from '@tanstack/react-query'

import { ApiError, apiUrl } from '@/lib/api-client'
import { useAuthStore } from '@/lib/auth'
import type { AuthStore } from '@/lib/auth-store'
import { FAILED_TO_EXPORT } from '@/messages-admin'

// The CSV exports need the bearer token, which a plain <a href download> would not carry: the file
// is fetched as a Blob and handed to the browser through an object URL.

export type CsvFile = { blob: Blob; filename: string }
type Transport = Pick<AuthStore, 'fetch'>

// 'attachment; filename="reservations-2025-03-07.csv"' -> 'reservations-2025-03-07.csv'
export function filenameFromDisposition(header: string | null, fallback: string): string {
  const match = header ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header) : null
  const name = match?.[1] ? decodeURIComponent(match[1]).trim() : ''
  // Only a plain file name; never a path.
  return name && !/[\\/]/.test(name) ? name : fallback
}

// Fetched through the signed-in transport, like every admin request (one refresh and one retry
// when the access token ran out on the way).
export async function fetchCsv(
  store: Transport,
  path: string,
  fallbackName: string,
): Promise<CsvFile> {
  const request = new Request(apiUrl(path), {
    credentials: 'same-origin',
    headers: { Accept: 'text/csv' },
  })
  let response: Response
  try {
    response = await store.fetch(request)
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    throw new ApiError(FAILED_TO_EXPORT, error.status, 'export_failed', {}, false)
  }
  const filename = filenameFromDisposition(
    response.headers.get('Content-Disposition'),
    fallbackName,
  )
  return { blob: await response.blob(), filename }
}

// Hands the file to the browser's download.
export function saveFile({ blob, filename }: CsvFile, doc: Document = document): void {
  const url = URL.createObjectURL(blob)
  const link = doc.createElement('a')
  link.href = url
  link.download = filename
  link.hidden = true
  doc.body.append(link)
  link.click()
  link.remove()
  // Revoked a moment later: some browsers read the URL after click() has returned.
  window.setTimeout(() => {
    URL.revokeObjectURL(url)
  }, 1000)
}

export function useCsvExport() {
  const store = useAuthStore()
  return useMutation({
    mutationFn: async ({ path, fallbackName }: { path: string; fallbackName: string }) => {
      saveFile(await fetchCsv(store, path, fallbackName))
    },
  })
}
