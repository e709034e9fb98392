import { CalendarDays, Clock, MapPin } from 'lucide-react'

import { formatEventDate } from '@/lib/event-dates'

type EventFactsProps = {
  event: { date: string; time: string; location: string }
  // A card lists them small; the event's own page at reading size.
  size: 'card' | 'page'
  className?: string
  // The date as words, when the caller has them; otherwise the visitor's locale writes them.
  dateLabel?: string
}

// A night's date, time and place, each behind its icon.
export function EventFacts({ event, size, className = '', dateLabel }: EventFactsProps) {
  const icon = `${size === 'card' ? 'size-4' : 'size-5'} shrink-0 text-accent`
  return (
    <ul className={className}>
      <li className="flex items-center gap-3">
        <CalendarDays aria-hidden="true" className={icon} />
        <time dateTime={event.date}>{dateLabel ?? formatEventDate(event.date)}</time>
      </li>
      <li className="flex items-center gap-3">
        <Clock aria-hidden="true" className={icon} />
        {event.time}
      </li>
      <li className="flex items-center gap-3">
        <MapPin aria-hidden="true" className={icon} />
        {event.location}
      </li>
    </ul>
  )
}
