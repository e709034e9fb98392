import { createContext, use } from 'react'

import type { MediaInfo, MediaMap } from '@/lib/responsive-images'

export const NO_MEDIA: MediaMap = Object.freeze({})

// The site payload's `media`: sizes, focal points and renditions of the pictures it shows.
export const SiteMediaContext = createContext<MediaMap>(NO_MEDIA)

// What the payload tells of the picture at `url`; undefined for a picture it does not (yet) know,
// which is then shown as it is.
export function useMediaInfo(url: string | null | undefined): MediaInfo | undefined {
  const media = use(SiteMediaContext)
  return url ? media[url] : undefined
}
