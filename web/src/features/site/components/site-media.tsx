import { useReducedMotion } from '../hooks/use-reduced-motion'
import { isVideoUrl } from '../utils/media'

type SiteMediaProps = {
  src: string
  alt: string
  width: number
  height: number
  className?: string
  poster?: string | null
  // Above the fold media is fetched at once; the rest waits until it nears the viewport.
  eager?: boolean
}

// An image, or a muted looping video when the address says so.
export function SiteMedia({ src, alt, width, height, className = '', poster, eager = false }: SiteMediaProps) {
  const reducedMotion = useReducedMotion()
  if (isVideoUrl(src)) {
    return (
      <video
        className={className}
        src={src}
        poster={poster ?? undefined}
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
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  )
}
