import { CalendarPlus, Rss } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'

import { EventFacts } from '@/components/event-facts'
import { AppLink } from '@/components/app-link'
import { InTurn } from '@/components/in-turn'
import { paths } from '@/config/paths'
import { useLiveQuery } from '@/hooks/use-live-query'
import type { EventPublic } from '@/lib/api/types'
import { formatShortMonth, parseLocalDate } from '@/lib/event-dates'
import {
  EVENTS_ADD_TO_CALENDAR,
  EVENTS_EMPTY,
  EVENTS_LOAD_FAILED,
  EVENTS_RESERVE,
  EVENTS_SUBSCRIBE,
  EVENTS_SUBTITLE,
  EVENTS_TITLE,
  reserveEventLabel,
  UPCOMING_EVENTS_LIST_LABEL,
  viewEventFlyer,
} from '@/messages'

import { useEvents } from '../api/get-events'
import { publicKeys } from '../api/public-queries'
import { sectionHeadingFrom } from '../utils/content'
import { upcomingEvents } from '../utils/events'
import { isVideoUrl } from '@/lib/media'
import { reserveHref } from '@/lib/reserve-link'
import { CAROUSEL_ITEM } from '../utils/carousel'
import { LAYOUTS } from '../utils/responsive'
import { CarouselHint } from './carousel-hint'
import { CarouselList } from './carousel-list'
import { FlyerViewer } from './flyer-viewer'
import { SectionBody } from './section-status'
import { SectionShell } from './section-shell'
import { SiteMedia } from './site-media'

// The server serves each event as an iCalendar file and the coming ones as a feed.
const eventIcsHref = (id: string) => `/events/${encodeURIComponent(id)}.ics`
const EVENTS_FEED_HREF = '/events.ics'

function DateBadge({ date }: { date: string }) {
  const day = parseLocalDate(date)
  if (!day) return null
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute top-4 left-4 flex w-16 flex-col items-center rounded-xl border border-white/15 bg-black/70 py-2 text-white backdrop-blur-md"
    >
      <span className="text-[0.65rem] font-semibold tracking-[0.25em] text-gold-300 uppercase">
        {formatShortMonth(day)}
      </span>
      <span className="font-display text-3xl leading-none font-semibold">{day.getDate()}</span>
    </div>
  )
}

function EventCard({
  event,
  onOpenFlyer,
}: {
  event: EventPublic
  onOpenFlyer: (image: string) => void
}) {
  const image = event.image
  const media = image ? (
    <SiteMedia
      src={image}
      alt={event.title}
      width={1200}
      height={800}
      layout={LAYOUTS.eventCard}
      className="size-full object-cover transition duration-700 group-hover:scale-105 motion-reduce:transition-none"
    />
  ) : (
    <div className="size-full bg-[radial-gradient(ellipse_at_top,_#3a2c0c_0%,_#0b0b0d_70%)]" />
  )
  return (
    <article className="group flex w-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition duration-500 hover:-translate-y-1 hover:border-accent/40 hover:shadow-[0_24px_60px_-30px] hover:shadow-gold-500/40 motion-reduce:transition-none motion-reduce:hover:translate-y-0">
      <div className="relative aspect-[3/2] overflow-hidden bg-black">
        {image && !isVideoUrl(image) ? (
          // The card crops the flyer to its frame; the picture opens it whole.
          <button
            type="button"
            aria-label={viewEventFlyer(event.title)}
            onClick={() => {
              onOpenFlyer(image)
            }}
            className="block size-full cursor-zoom-in focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-accent"
          >
            {media}
          </button>
        ) : (
          media
        )}
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-linear-to-t from-black/60 via-transparent to-transparent"
        />
        <DateBadge date={event.date} />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="font-display text-2xl font-semibold text-ink">
          <Link
            to={paths.event.getHref(event.slug)}
            className="rounded-sm transition hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent"
          >
            {event.title}
          </Link>
        </h3>
        <p className="mt-3 line-clamp-3 text-ink-muted">{event.description}</p>
        <EventFacts event={event} size="card" className="mt-5 space-y-2 text-sm text-ink-muted" />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-6">
          <AppLink
            href={reserveHref({ night: event.date })}
            aria-label={reserveEventLabel(event.title)}
            className="inline-flex items-center justify-center rounded-full bg-accent-solid px-6 py-2.5 text-sm font-semibold tracking-widest text-on-accent uppercase transition hover:bg-gold-300 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent"
          >
            {EVENTS_RESERVE}
          </AppLink>
          <a
            href={eventIcsHref(event.id)}
            download
            className="inline-flex items-center gap-2 rounded-full px-3 py-2 text-sm text-ink-muted transition hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
          >
            <CalendarPlus aria-hidden="true" className="size-4" />
            {EVENTS_ADD_TO_CALENDAR}
            <span className="sr-only">: {event.title}</span>
          </a>
        </div>
      </div>
    </article>
  )
}

export function EventsSection() {
  const query = useEvents()
  useLiveQuery(['events'], publicKeys.events)
  useLiveQuery(['content_sections'], publicKeys.events, { section: 'events' })
  const [flyer, setFlyer] = useState<{ event: EventPublic; image: string } | null>(null)
  const heading = sectionHeadingFrom(query.data?.section, {
    title: EVENTS_TITLE,
    subtitle: EVENTS_SUBTITLE,
  })
  const events = query.data ? upcomingEvents(query.data.events) : []

  return (
    <SectionShell id="events" title={heading.title} subtitle={heading.subtitle}>
      <SectionBody
        query={query}
        failure={EVENTS_LOAD_FAILED}
        empty={events.length === 0 ? EVENTS_EMPTY : null}
      >
        <CarouselHint count={events.length} />
        <CarouselList
          label={UPCOMING_EVENTS_LIST_LABEL}
          className="mt-12 sm:mt-14 sm:grid sm:grid-cols-2 sm:gap-8 lg:grid-cols-3"
        >
          {events.map((event) => (
            <InTurn key={event.id}>
              <li className={`flex ${CAROUSEL_ITEM}`}>
                <EventCard
                  event={event}
                  onOpenFlyer={(image) => {
                    setFlyer({ event, image })
                  }}
                />
              </li>
            </InTurn>
          ))}
        </CarouselList>
        <p className="mt-10 text-center">
          <a
            href={EVENTS_FEED_HREF}
            className="inline-flex items-center gap-2 text-xs tracking-[0.2em] text-ink-muted uppercase transition hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
          >
            <Rss aria-hidden="true" className="size-3.5" />
            {EVENTS_SUBSCRIBE}
          </a>
        </p>
      </SectionBody>
      {flyer ? (
        <FlyerViewer
          event={flyer.event}
          image={flyer.image}
          onClose={() => {
            setFlyer(null)
          }}
        />
      ) : null}
    </SectionShell>
  )
}
