import { useEffect } from 'react'

import { PAGE_TITLE_SEPARATOR } from '@/lib/api/rules'

// A page title from its parts, most specific first: pageTitle('Reservations', 'Admin', 'Nocturne').
export function pageTitle(...parts: string[]): string {
  return parts.join(PAGE_TITLE_SEPARATOR)
}

// Names the browser tab after the page shown: the server's HTML carries the first page's title,
// and a move to another page within the app sets that page's.
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title
  }, [title])
}
