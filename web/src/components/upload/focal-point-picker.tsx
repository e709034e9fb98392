import { Crosshair } from 'lucide-react'
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'

import {
  FAILED_TO_SAVE_FOCAL_POINT,
  FOCAL_POINT_SAVED,
  focalPointLabel,
  focalPointValue,
} from '@/messages-admin'

import { useToast } from '../use-toast'
import { useSetMediaFocus, type FocusPoint, type MediaInfo } from './media-focus'

// Arrow keys move the point this far, or one percent with Shift.
export const FOCUS_STEP = 0.05
export const FOCUS_FINE_STEP = 0.01
// Keys move the marker at once and save once they rest, so holding an arrow down is one save.
export const FOCUS_KEY_SAVE_DELAY_MS = 400

const MOVES: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
}

// Whole percents: finer than any crop needs.
const settle = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 100) / 100
const percent = (value: number) => Math.round(value * 100)
const same = (a: FocusPoint, b: FocusPoint) => a.x === b.x && a.y === b.y

type FocalPointPickerProps = {
  url: string
  // What the picture is ('image', 'background media'): its alt text and the picker's name.
  name: string
  info: MediaInfo
  // The hint below the preview, read with the picker.
  hintId: string
}

// The upload field's preview of a stored picture, with its focal point: the point every crop of
// it keeps in view. A click (or tap) on the picture, or the arrow keys, move the crosshair there
// and save it. The picker covers exactly the shown picture, which the preview letterboxes
// (object-contain), so a click maps onto the picture and not onto the bars around it.
export function FocalPointPicker({ url, name, info, hintId }: FocalPointPickerProps) {
  const save = useSetMediaFocus(url)
  const toast = useToast()
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null)
  const [pending, setPending] = useState<FocusPoint | null>(null)
  const [saved, setSaved] = useState(false)
  const keyTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const pendingRef = useRef<FocusPoint | null>(null)

  const point = pending ?? { x: info.focus_x, y: info.focus_y }
  const width = natural?.width ?? info.width
  const height = natural?.height ?? info.height
  const ratio = width && height ? width / height : null

  const { mutate } = save
  function commit(next: FocusPoint) {
    setSaved(false)
    const done = () => {
      setPending((current) => (current && same(current, next) ? null : current))
    }
    mutate(next, {
      onSuccess: () => {
        setSaved(true)
        done()
      },
      onError: () => {
        toast.error(FAILED_TO_SAVE_FOCAL_POINT)
        done()
      },
    })
  }

  // A point moved by keys and not yet saved is saved when the picker loses focus or goes away.
  function flush() {
    if (keyTimer.current === null) return
    clearTimeout(keyTimer.current)
    keyTimer.current = null
    if (pendingRef.current) commit(pendingRef.current)
  }
  useEffect(() => {
    const timer = keyTimer
    const latest = pendingRef
    return () => {
      if (timer.current === null) return
      clearTimeout(timer.current)
      if (latest.current) mutate(latest.current)
    }
  }, [mutate])

  function move(next: FocusPoint, delay: number) {
    pendingRef.current = next
    setPending(next)
    setSaved(false)
    if (keyTimer.current !== null) clearTimeout(keyTimer.current)
    keyTimer.current = null
    if (delay === 0) {
      commit(next)
      return
    }
    keyTimer.current = setTimeout(() => {
      keyTimer.current = null
      commit(next)
    }, delay)
  }

  function onClick(event: MouseEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect()
    if (box.width === 0 || box.height === 0) return
    move(
      {
        x: settle((event.clientX - box.left) / box.width),
        y: settle((event.clientY - box.top) / box.height),
      },
      0,
    )
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const direction = MOVES[event.key]
    if (!direction) return
    event.preventDefault()
    const step = event.shiftKey ? FOCUS_FINE_STEP : FOCUS_STEP
    move(
      { x: settle(point.x + direction[0] * step), y: settle(point.y + direction[1] * step) },
      FOCUS_KEY_SAVE_DELAY_MS,
    )
  }

  return (
    <div className="relative size-full [container-type:size]">
      <img
        src={url}
        alt={name}
        loading="lazy"
        onLoad={(event) => {
          const image = event.currentTarget
          if (image.naturalWidth && image.naturalHeight) {
            setNatural({ width: image.naturalWidth, height: image.naturalHeight })
          }
        }}
        className="h-full w-full object-contain"
      />
      <div
        role="slider"
        tabIndex={0}
        aria-label={focalPointLabel(name)}
        aria-describedby={hintId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent(point.x)}
        aria-valuetext={focalPointValue(percent(point.x), percent(point.y))}
        onClick={onClick}
        onKeyDown={onKeyDown}
        onBlur={flush}
        // The shown picture's box inside the letterbox: as wide as the preview or as tall, in the
        // picture's proportions (container units of the preview).
        style={
          ratio
            ? {
                width: `min(100cqw, 100cqh * ${String(ratio)})`,
                height: `min(100cqh, 100cqw / ${String(ratio)})`,
              }
            : undefined
        }
        className="absolute inset-0 m-auto cursor-crosshair focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        <Crosshair
          aria-hidden="true"
          data-focal-marker=""
          className="pointer-events-none absolute size-8 -translate-x-1/2 -translate-y-1/2 text-white drop-shadow-[0_0_2px_rgba(0,0,0,0.9)]"
          style={{ left: `${String(point.x * 100)}%`, top: `${String(point.y * 100)}%` }}
        />
      </div>
      <span
        role="status"
        className="pointer-events-none absolute bottom-2 left-2 rounded-full bg-black/70 px-2.5 py-1 text-xs text-white empty:hidden"
      >
        {saved ? FOCAL_POINT_SAVED : ''}
      </span>
    </div>
  )
}
