import type { ReactNode } from 'react'

import { MAIN_CONTENT_ID } from '@/config/layout'

// The landing page's <main>, the skip link's target.
export function LandingMain({ children }: { children: ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none">
      {children}
    </main>
  )
}
