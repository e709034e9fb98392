import type { GalleryItemPublic } from '@/lib/api/types'
import { viewerPosition } from '@/messages'

import { useMediaInfo } from '../hooks/site-media-context'
import { categoryLabel } from '../utils/gallery'
import { posterFor } from '@/lib/responsive-images'
import { LAYOUTS } from '../utils/responsive'
import { MediaViewer, ViewerPicture } from './media-viewer'

type GalleryViewerProps = {
  items: readonly GalleryItemPublic[]
  index: number
  onMove: (step: 1 | -1) => void
  onClose: () => void
}

function ViewerVideo({ item }: { item: GalleryItemPublic }) {
  const posterInfo = useMediaInfo(item.thumbnail)
  return (
    <video
      src={item.url}
      poster={item.thumbnail ? posterFor(item.thumbnail, posterInfo, LAYOUTS.fullWidth) : undefined}
      controls
      autoPlay
      muted
      loop
      playsInline
      className="max-h-full max-w-full rounded-lg"
    />
  )
}

// Full-screen viewer over the FULL item list (spec): the arrow keys move, wrapping at both ends.
export function GalleryViewer({ items, index, onMove, onClose }: GalleryViewerProps) {
  const item = items[index]
  if (!item) return null
  return (
    <MediaViewer
      label={item.title}
      onClose={onClose}
      onMove={onMove}
      position={viewerPosition(index, items.length)}
      caption={
        <>
          <h3 className="font-display text-2xl font-semibold">{item.title}</h3>
          <p className="mt-1 text-xs tracking-[0.3em] text-gold-300 uppercase">
            {categoryLabel(item.category)}
          </p>
        </>
      }
    >
      {item.type === 'video' ? (
        <ViewerVideo key={item.id} item={item} />
      ) : (
        <ViewerPicture key={item.id} src={item.url} alt={item.title} />
      )}
    </MediaViewer>
  )
}
