import type { CSSProperties } from 'react'

import type { MediaInfo } from './api/types'

// Pictures shown at the width their slot needs, from the renditions the server makes.

// What the server tells of a stored picture: its size, the point to keep in view when it is
// cropped, and its WebP renditions (narrowest first), keyed by the address the payload uses.
export type { MediaInfo }
export type MediaMap = Readonly<Record<string, MediaInfo>>

// How wide a picture is shown, as the page's grids lay it out. From a viewport `from` pixels wide
// (a Tailwind breakpoint) up to the next band: `columns` columns across a container that is the
// viewport less the section's side padding (`padding`, both sides, in rem) and at most `max` rem
// wide, less `inner` rem of gaps between the columns (or of any box the picture sits in). A row
// that scrolls sideways shows each card at `share` of a column (0.85: the next card peeks in).
export type LayoutBand = {
  from: number
  columns: number
  padding: number
  inner: number
  share?: number
}
export type SlotLayout = { bands: readonly LayoutBand[]; max?: number }

export const REM = 16

// rem to two places, rounded so a picture is never asked for narrower than it shows: a width up,
// an amount taken off the viewport down.
export const remUp = (value: number) => `${String(Math.ceil(value * 100) / 100)}rem`
const remDown = (value: number) => `${String(Math.floor(value * 100) / 100)}rem`

function bandSize({ columns, padding, inner, share = 1 }: LayoutBand): string {
  const less = padding + inner
  const across = less > 0 ? `100vw - ${remDown(less)}` : '100vw'
  const part = share === 1 ? '' : ` * ${String(share)}`
  if (columns === 1) {
    if (part) return `calc((${across})${part})`
    return less > 0 ? `calc(${across})` : across
  }
  return `calc((${across}) / ${String(columns)}${part})`
}

// The `sizes` attribute of a layout: the widest band first, each behind its (min-width) query.
export function sizesFor(layout: SlotLayout): string {
  const bands = [...layout.bands].sort((a, b) => b.from - a.from)
  const parts: string[] = []
  const widest = bands[0]
  if (widest && layout.max !== undefined) {
    // Past this width the container stops growing: the picture keeps one width.
    const capped = layout.max + widest.padding
    if (capped * REM > widest.from) {
      parts.push(
        `(min-width: ${String(capped * REM)}px) ${remUp(((layout.max - widest.inner) / widest.columns) * (widest.share ?? 1))}`,
      )
    }
  }
  for (const band of bands) {
    parts.push(
      band.from > 0 ? `(min-width: ${String(band.from)}px) ${bandSize(band)}` : bandSize(band),
    )
  }
  return parts.join(', ')
}

// The CSS width, in pixels, the layout gives a picture in a viewport this wide.
export function slotWidth(layout: SlotLayout, viewport: number): number {
  const band = [...layout.bands]
    .sort((a, b) => b.from - a.from)
    .find((candidate) => candidate.from <= viewport)
  if (!band) return viewport
  const container = Math.min(viewport - band.padding * REM, (layout.max ?? Infinity) * REM)
  return Math.max(0, ((container - band.inner * REM) / band.columns) * (band.share ?? 1))
}

type Candidate = { width: number; url: string }

// The renditions and, when its width is known, the original: every file the picture comes in.
function candidates(src: string, info: MediaInfo): Candidate[] {
  const list: Candidate[] = info.renditions.map(({ width, url }) => ({ width, url }))
  if (info.width !== null) list.push({ width: info.width, url: src })
  return list.sort((a, b) => a.width - b.width)
}

// The `srcset` of a picture (the server lists the renditions and the original, the same list the
// landing page's first paint and its preload offer), or undefined while it has no renditions.
export function srcSetFor(_src: string, info: MediaInfo | undefined): string | undefined {
  return info?.srcset || undefined
}

// The one file to use where there is no srcset (a video's poster): the narrowest at least `needed`
// pixels wide, or the widest there is.
export function pickSource(src: string, info: MediaInfo | undefined, needed: number): string {
  if (!info || info.renditions.length === 0) return src
  const list = candidates(src, info)
  return (list.find((candidate) => candidate.width >= needed) ?? list[list.length - 1])?.url ?? src
}

// `object-position` from the picture's focal point: what stays in view when `object-cover` crops it.
export function focusPosition(info: MediaInfo | undefined): string | undefined {
  if (!info) return undefined
  const percent = (value: number) =>
    `${String(Math.round(Math.min(1, Math.max(0, value)) * 10000) / 100)}%`
  return `${percent(info.focus_x)} ${percent(info.focus_y)}`
}

export type ResponsiveImage = {
  src: string
  srcSet?: string
  sizes?: string
  style?: CSSProperties
}

// The attributes of an <img> showing `src` at the layout's widths, cropped around its focal point.
export function responsiveImage(
  src: string,
  info: MediaInfo | undefined,
  layout: SlotLayout,
): ResponsiveImage {
  const srcSet = srcSetFor(src, info)
  const position = focusPosition(info)
  return {
    src,
    ...(srcSet ? { srcSet, sizes: sizesFor(layout) } : {}),
    ...(position ? { style: { objectPosition: position } } : {}),
  }
}

// The file a poster should use in this window: enough pixels for the layout's width at the
// screen's density.
export function posterFor(src: string, info: MediaInfo | undefined, layout: SlotLayout): string {
  if (typeof window === 'undefined') return src
  const needed = slotWidth(layout, window.innerWidth) * (window.devicePixelRatio || 1)
  return pickSource(src, info, needed)
}
