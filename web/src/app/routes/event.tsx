import { useParams } from 'react-router'

import { EventPage } from '@/features/event-page/components/event-page'

export function EventRoute() {
  const { slug = '' } = useParams()
  // A new slug is a new page: nothing of the previous event's state carries over.
  return <EventPage key={slug} slug={slug} />
}
