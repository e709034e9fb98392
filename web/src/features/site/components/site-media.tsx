import { useMediaInfo } from '../hooks/site-media-context'
import { useReducedMotion } from '../hooks/use-reduced-motion'
import { isVideoUrl } from '@/lib/media'
import { focusPosition, posterFor, responsiveImage, type SlotLayout } from '@/lib/responsive-images'

type SiteMediaProps = {
  src: string
  alt: string
  width: number
  height: number
  // How wide the page lays the picture out: which rendition the browser needs at each width.
  layout: SlotLayout
  className?: string
  poster?: string | null
  // Above the fold media is fetched at once; the rest waits until it nears the viewport.
  eager?: boolean
}

// An image, or a muted looping video when the address says so. A picture the site payload knows
// comes in the rendition its shown width needs, cropped around its focal point.
export function SiteMedia({
  src,
  alt,
  width,
  height,
  layout,
  className = '',
  poster,
  eager = false,
}: SiteMediaProps) {
  const reducedMotion = useReducedMotion()
  const info = useMediaInfo(src)
  const posterInfo = useMediaInfo(poster)
  if (isVideoUrl(src)) {
    const position = focusPosition(posterInfo)
    return (
      <video
        className={className}
        src={src}
        poster={poster ? posterFor(poster, posterInfo, layout) : undefined}
        style={position ? { objectPosition: position } : undefined}
        width={width}
        height={height}
        autoPlay={!reducedMotion}
        muted
        loop
        playsInline
        preload={eager ? 'auto' : 'metadata'}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
      />
    )
  }
  return (
    <img
      className={className}
      {...responsiveImage(src, info, layout)}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  )
}
