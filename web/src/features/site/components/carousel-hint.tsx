import { ArrowRight } from 'lucide-react'

import { CAROUSEL_HINT } from '@/messages'

// Above a row that scrolls sideways on a phone, besides the card peeking in at its edge: there is
// more to the side. Only phones show it (the row is a grid from sm on), and only for two cards or more.
export function CarouselHint({ count }: { count: number }) {
  if (count < 2) return null
  return (
    <p className="mt-8 -mb-8 flex items-center justify-end gap-2 text-xs tracking-[0.2em] text-ink-muted uppercase sm:hidden">
      {CAROUSEL_HINT}
      <ArrowRight aria-hidden="true" className="size-3.5 text-accent" />
    </p>
  )
}
