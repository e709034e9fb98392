import type { EventPublic } from '@/lib/api/types'
import { eventFlyer } from '@/messages'

import { MediaViewer, ViewerPicture } from './media-viewer'

// An event's whole flyer: the card crops it to its frame, the viewer shows all of it.
export function FlyerViewer({
  event,
  image,
  onClose,
}: {
  event: EventPublic
  image: string
  onClose: () => void
}) {
  return (
    <MediaViewer
      label={eventFlyer(event.title)}
      onClose={onClose}
      caption={<h3 className="font-display text-2xl font-semibold">{event.title}</h3>}
    >
      <ViewerPicture src={image} alt={event.title} />
    </MediaViewer>
  )
}
