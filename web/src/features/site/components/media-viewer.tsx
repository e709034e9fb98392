import { ChevronLeft, ChevronRight, X } from 'lucide-react'
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react'

import { VIEWER_CLOSE, VIEWER_NEXT, VIEWER_PREVIOUS } from '@/messages'

import { useMediaInfo } from '../hooks/site-media-context'
import { useSwipe } from '../hooks/use-swipe'
import { sizesFor, srcSetFor } from '@/lib/responsive-images'
import { LAYOUTS } from '../utils/responsive'

const CONTROL =
  'inline-flex size-12 items-center justify-center rounded-full border border-white/20 bg-black/50 text-white backdrop-blur-md transition hover:border-gold-300 hover:text-gold-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-300'

type MediaViewerProps = {
  // The dialog's name.
  label: string
  onClose: () => void
  // Given for a list (the gallery): Previous and Next buttons, the arrow keys and a swipe (the
  // item follows the finger; left for the next, right for the previous) step through it.
  onMove?: (step: 1 | -1) => void
  // Where the shown item stands in the list ('3 / 9'), announced as it changes.
  position?: string
  caption: ReactNode
  children: ReactNode
}

// A full-screen viewer: focus stays inside while open, Escape closes, and focus returns to what
// opened it. The gallery shows its items in it, the events their flyers.
export function MediaViewer({
  label,
  onClose,
  onMove,
  position,
  caption,
  children,
}: MediaViewerProps) {
  const dialog = useRef<HTMLDivElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const swipe = useSwipe(onMove)

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
    } else if (onMove && event.key === 'ArrowRight') {
      event.preventDefault()
      onMove(1)
    } else if (onMove && event.key === 'ArrowLeft') {
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

  return (
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="fixed inset-0 z-[60] flex flex-col bg-black/95 text-white"
    >
      <div className="flex items-center justify-between gap-4 px-4 py-4 sm:px-8">
        <p className="text-xs tracking-[0.3em] text-white/70 uppercase" aria-live="polite">
          {position}
        </p>
        <button
          ref={closeButton}
          type="button"
          aria-label={VIEWER_CLOSE}
          onClick={onClose}
          className={CONTROL}
        >
          <X aria-hidden="true" className="size-6" />
        </button>
      </div>
      <div
        {...swipe.handlers}
        onDragStart={(event) => {
          // A mouse drag moves the picture, not a copy of it.
          if (onMove) event.preventDefault()
        }}
        className={`relative flex min-h-0 flex-1 items-center justify-center px-4 select-none sm:px-24 ${onMove ? 'touch-pan-y touch-pinch-zoom' : ''}`}
      >
        <div
          style={
            swipe.dragging ? { transform: `translateX(${String(swipe.offset)}px)` } : undefined
          }
          className={`flex size-full min-h-0 items-center justify-center ${swipe.dragging ? '' : 'transition-transform duration-200 motion-reduce:transition-none'}`}
        >
          {children}
        </div>
        {onMove ? (
          <>
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
          </>
        ) : null}
      </div>
      <div className="px-6 py-6 text-center">{caption}</div>
    </div>
  )
}

// A whole picture in the viewer, never cropped: as large as the screen allows, in the rendition
// that fills it (sized by the viewport's width, so its box keeps the picture's own proportions).
export function ViewerPicture({ src, alt }: { src: string; alt: string }) {
  const info = useMediaInfo(src)
  const srcSet = srcSetFor(src, info)
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizesFor(LAYOUTS.fullWidth) : undefined}
      alt={alt}
      width={info?.width ?? undefined}
      height={info?.height ?? undefined}
      className="h-auto max-h-full w-auto max-w-full rounded-lg object-contain"
    />
  )
}
