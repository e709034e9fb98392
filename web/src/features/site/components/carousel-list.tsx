import type { FocusEvent, ReactNode } from 'react'

import { CAROUSEL_LIST } from '../utils/carousel'

// A card the keyboard reaches may be the one only peeking in: the row then scrolls to it, as a
// swipe would (gliding unless the visitor asked for less motion: the row's scroll-behavior). A tap
// on a peeking card is left alone, so it opens what was tapped.
function revealFocusedCard(event: FocusEvent<HTMLUListElement>) {
  const row = event.currentTarget
  if (row.scrollWidth <= row.clientWidth || !(event.target instanceof Element)) return
  if (!event.target.matches(':focus-visible')) return
  const card = event.target.closest('li')
  if (card?.parentElement !== row) return
  const cardBox = card.getBoundingClientRect()
  const rowBox = row.getBoundingClientRect()
  if (cardBox.left >= rowBox.left && cardBox.right <= rowBox.right) return
  card.scrollIntoView({ block: 'nearest', inline: 'start' })
}

// A long list of the landing page: a row that scrolls sideways on phones, a grid (`className`)
// from sm on. Its items take CAROUSEL_ITEM.
export function CarouselList({
  label,
  className,
  children,
}: {
  label: string
  className: string
  children: ReactNode
}) {
  return (
    <ul aria-label={label} onFocus={revealFocusedCard} className={`${CAROUSEL_LIST} ${className}`}>
      {children}
    </ul>
  )
}
