import { useEffect, useState } from 'react'

import { takeStagedRender } from '@/lib/staged-start'

// How many of the page's `total` sections to render: all of them, or, on the render that replaces
// the server's first screen, the first `first` and then one more per task.
export function useSectionsInTurn(total: number, first: number): number {
  const [shown, setShown] = useState(() => (takeStagedRender() ? first : total))
  useEffect(() => {
    if (shown >= total) return
    const next = setTimeout(() => {
      setShown((count) => count + 1)
    }, 0)
    return () => {
      clearTimeout(next)
    }
  }, [shown, total])
  return shown
}
