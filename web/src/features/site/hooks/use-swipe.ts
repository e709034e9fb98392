import { useRef, useState, type PointerEvent } from 'react'

import { followsFinger, swipeStep, type SwipeStep } from '../utils/swipe'

type Drag = { pointerId: number; x: number; y: number; time: number; following: boolean }

// Pointer handlers (touch, pen and mouse alike) for an element that follows a sideways drag and
// calls onSwipe with the step a finished swipe asks for. `offset` is how far the content should
// be moved while the finger is down (0 otherwise). A drag that starts on a button, or on a video's
// own controls, is left to them; a mouse leaving the element ends its drag with no step.
export function useSwipe(onSwipe: ((step: SwipeStep) => void) | undefined) {
  const drag = useRef<Drag | null>(null)
  const [offset, setOffset] = useState(0)

  const end = (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const current = drag.current
    if (!current || current.pointerId !== event.pointerId) return
    drag.current = null
    setOffset(0)
    if (cancelled || !onSwipe) return
    const step = swipeStep(
      event.clientX - current.x,
      event.clientY - current.y,
      event.timeStamp - current.time,
    )
    if (step) onSwipe(step)
  }

  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (!onSwipe || !event.isPrimary || event.button !== 0) return
      if (event.target instanceof Element && event.target.closest('button, video[controls]')) return
      drag.current = {
        pointerId: event.pointerId,
        x: event.clientX,
        y: event.clientY,
        time: event.timeStamp,
        following: false,
      }
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const current = drag.current
      if (!current || current.pointerId !== event.pointerId) return
      const dx = event.clientX - current.x
      if (!current.following && !followsFinger(dx, event.clientY - current.y)) return
      current.following = true
      setOffset(dx)
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      end(event, false)
    },
    onPointerCancel: (event: PointerEvent<HTMLElement>) => {
      end(event, true)
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      end(event, true)
    },
  }
  return { offset, dragging: offset !== 0, handlers }
}
