import { ChevronLeft, ChevronRight, X } from 'lucide-react'
import { useEffect, useRef, type KeyboardEvent } from 'react'

import type { GalleryItemPublic } from '@/lib/api/types'
import { VIEWER_CLOSE, VIEWER_NEXT, VIEWER_PREVIOUS, viewerPosition } from '@/messages'

import { categoryLabel } from '../utils/gallery'

type GalleryViewerProps = {
  items: readonly GalleryItemPublic[]
  index: number
  onMove: (step: 1 | -1) => void
  onClose: () => void
}

const CONTROL =
  'inline-flex size-12 items-center justify-center rounded-full border border-white/20 bg-black/50 text-white backdrop-blur-md transition hover:border-gold-300 hover:text-gold-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-300'

// Full-screen viewer over the FULL item list (spec): focus stays inside while open, Escape closes,
// the arrow keys move, and focus returns to the item that opened it.
export function GalleryViewer({ items, index, onMove, onClose }: GalleryViewerProps) {
  const dialog = useRef<HTMLDivElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const item = items[index]

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    closeButton.current?.focus()
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = overflow
      opener?.focus()
    }
  }, [])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      onClose()
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      onMove(1)
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault()
      onMove(-1)
    } else if (event.key === 'Tab') {
      const focusable = dialog.current?.querySelectorAll<HTMLElement>('button, video[controls]')
      if (!focusable?.length) return
      const first = focusable[0]
      const last = focusable[focusable.length - 1]
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault()
        last?.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first?.focus()
      }
    }
  }

  if (!item) return null
  return (
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-label={item.title}
      onKeyDown={onKeyDown}
      className="fixed inset-0 z-[60] flex flex-col bg-black/95 text-white"
    >
      <div className="flex items-center justify-between gap-4 px-4 py-4 sm:px-8">
        <p className="text-xs tracking-[0.3em] text-white/70 uppercase" aria-live="polite">
          {viewerPosition(index, items.length)}
        </p>
        <button ref={closeButton} type="button" aria-label={VIEWER_CLOSE} onClick={onClose} className={CONTROL}>
          <X aria-hidden="true" className="size-6" />
        </button>
      </div>
      <div className="relative flex min-h-0 flex-1 items-center justify-center px-4 sm:px-24">
        {item.type === 'video' ? (
          <video
            key={item.id}
            src={item.url}
            poster={item.thumbnail ?? undefined}
            controls
            autoPlay
            muted
            loop
            playsInline
            className="max-h-full max-w-full rounded-lg"
          />
        ) : (
          <img key={item.id} src={item.url} alt={item.title} className="max-h-full max-w-full rounded-lg object-contain" />
        )}
        <button
          type="button"
          aria-label={VIEWER_PREVIOUS}
          onClick={() => {
            onMove(-1)
          }}
          className={`${CONTROL} absolute top-1/2 left-2 -translate-y-1/2 sm:left-6`}
        >
          <ChevronLeft aria-hidden="true" className="size-6" />
        </button>
        <button
          type="button"
          aria-label={VIEWER_NEXT}
          onClick={() => {
            onMove(1)
          }}
          className={`${CONTROL} absolute top-1/2 right-2 -translate-y-1/2 sm:right-6`}
        >
          <ChevronRight aria-hidden="true" className="size-6" />
        </button>
      </div>
      <div className="px-6 py-6 text-center">
        <h3 className="font-display text-2xl font-semibold">{item.title}</h3>
        <p className="mt-1 text-xs tracking-[0.3em] text-gold-300 uppercase">{categoryLabel(item.category)}</p>
      </div>
    </div>
  )
}
