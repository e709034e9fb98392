import type { ReactNode } from 'react'

import { useInTurn } from '@/lib/staged-start'

// Its children, once their turn has come (lib/staged-start.ts): at once on an ordinary render.
export function InTurn({ children }: { children: ReactNode }) {
  return useInTurn() ? children : null
}
