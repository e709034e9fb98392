import { ArrowLeft, CalendarPlus, Navigation } from 'lucide-react'
import { type ReactNode, useEffect } from 'react'
import { Link } from 'react-router'

import { EventFacts } from '@/components/event-facts'
import { AppLink } from '@/components/app-link'
import { LoadError } from '@/components/load-error'
import { NotFoundPage } from '@/components/not-found-page'
import { Spinner } from '@/components/spinner'
import { isVideoUrl } from '@/components/upload/upload-rules'
import { MAIN_CONTENT_ID } from '@/config/layout'
import { paths } from '@/config/paths'
import { useLiveQuery } from '@/hooks/use-live-query'
import { ApiError } from '@/lib/api-client'
import type { EventPagePublic } from '@/lib/api/types'
import { reserveHref } from '@/lib/reserve-link'
import { sizesFor, type SlotLayout } from '@/lib/responsive-images'
import {
  EVENT_PAGE_ALL_EVENTS,
  EVENT_PAGE_DETAILS,
  EVENT_PAGE_DIRECTIONS,
  EVENT_PAGE_LOAD_FAILED,
  EVENT_PAGE_PAST,
  EVENT_PAGE_PAST_TEXT,
  EVENTS_ADD_TO_CALENDAR,
  EVENTS_RESERVE,
} from '@/messages'

import { eventPageKey, useEventPage } from '../api/get-event-page'

// The page is `max-w-6xl` (72rem) inside `px-4 sm:px-6`; from lg the flyer takes one of two
// columns `gap-12` (3rem) apart.
const FLYER_LAYOUT: SlotLayout = {
  max: 72,
  bands: [
    { from: 0, columns: 1, padding: 2, inner: 0 },
    { from: 640, columns: 1, padding: 3, inner: 0 },
    { from: 1024, columns: 2, padding: 3, inner: 3 },
  ],
}
const ALL_EVENTS_HREF = `${paths.home.getHref()}#events`
const BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 text-sm font-semibold tracking-widest uppercase transition focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent'

type FlyerImageProps = {
  src: string
  alt: string
  width?: number | string
  height?: number | string
  srcSet?: string
}
// A flyer of unknown size is given a flyer's usual portrait proportions.
const FLYER_SIZE = { width: 1200, height: 1600 }

// The flyer whole, never cropped: as wide as its column, as tall as its own proportions. The
// server paints the same element before the app has started (src/first-screen.tsx).
export function FlyerImage({
  src,
  alt,
  width = FLYER_SIZE.width,
  height = FLYER_SIZE.height,
  srcSet,
}: FlyerImageProps) {
  return (
    <img
      src={src}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizesFor(FLYER_LAYOUT) : undefined}
      alt={alt}
      width={width}
      height={height}
      fetchPriority="high"
      className="h-auto w-full rounded-2xl border border-line bg-black"
    />
  )
}

export function FlyerVideo({ src, title }: { src: string; title: string }) {
  return (
    <video
      src={src}
      controls
      playsInline
      muted
      aria-label={title}
      className="w-full rounded-2xl bg-black"
    />
  )
}

function Flyer({ page }: { page: EventPagePublic }) {
  const { event } = page
  const image = event.image
  if (!image) return null
  if (isVideoUrl(image)) return <FlyerVideo src={image} title={event.title} />
  const info = page.media?.[image]
  return (
    <FlyerImage
      src={image}
      alt={event.title}
      width={info?.width ?? undefined}
      height={info?.height ?? undefined}
      srcSet={info?.srcset}
    />
  )
}

type EventDetailsProps = {
  event: Pick<EventPagePublic['event'], 'title' | 'date' | 'time' | 'location' | 'description'>
  past: boolean
  calendarUrl: string
  directionsUrl: string
  // The date as words; by default the visitor's own locale writes it.
  dateLabel?: string
}

export function EventDetails({
  event,
  past,
  calendarUrl,
  directionsUrl,
  dateLabel,
}: EventDetailsProps) {
  return (
    <div className="flex flex-col">
      {past ? (
        <div role="status" className="mb-8 rounded-2xl border border-line bg-surface px-6 py-5">
          <p className="font-display text-2xl font-semibold text-accent">{EVENT_PAGE_PAST}</p>
          <p className="mt-2 text-ink-muted">{EVENT_PAGE_PAST_TEXT}</p>
        </div>
      ) : null}
      <h1 className="font-display text-4xl font-semibold text-ink sm:text-5xl">{event.title}</h1>
      <h2 className="sr-only">{EVENT_PAGE_DETAILS}</h2>
      <EventFacts
        event={event}
        dateLabel={dateLabel}
        size="page"
        className="mt-6 space-y-3 text-ink-muted"
      />
      <p className="mt-8 text-lg leading-relaxed whitespace-pre-line text-ink">
        {event.description}
      </p>
      <div className="mt-10 flex flex-wrap items-center gap-3">
        {past ? null : (
          <AppLink
            href={reserveHref({ night: event.date })}
            className={`${BUTTON} bg-accent-solid text-on-accent hover:bg-gold-300`}
          >
            {EVENTS_RESERVE}
          </AppLink>
        )}
        <a
          href={calendarUrl}
          download
          className={`${BUTTON} border border-line text-ink hover:border-accent hover:text-accent`}
        >
          <CalendarPlus aria-hidden="true" className="size-4" />
          {EVENTS_ADD_TO_CALENDAR}
        </a>
        <a
          href={directionsUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={`${BUTTON} border border-line text-ink hover:border-accent hover:text-accent`}
        >
          <Navigation aria-hidden="true" className="size-4" />
          {EVENT_PAGE_DIRECTIONS}
        </a>
      </div>
    </div>
  )
}

export function EventArticle({ flyer, details }: { flyer: ReactNode; details: ReactNode }) {
  return (
    <article className="mt-8 grid gap-12 lg:grid-cols-2 lg:items-start">
      {flyer}
      {details}
    </article>
  )
}

// The page's <main>, the skip link's target, with the way back to every night.
export function EventPageMain({ children }: { children: ReactNode }) {
  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className="mx-auto min-h-svh max-w-6xl px-4 pt-28 pb-24 outline-none sm:px-6"
    >
      <Link
        to={ALL_EVENTS_HREF}
        className="inline-flex items-center gap-2 rounded-sm text-sm tracking-widest text-accent uppercase hover:underline focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {EVENT_PAGE_ALL_EVENTS}
      </Link>
      {children}
    </main>
  )
}

// One event's page: the flyer whole, when and where, Reserve (until the night has passed), the
// calendar file and directions. The server sends its data with the HTML; a page opened from a
// card reads it from the API.
export function EventPage({ slug }: { slug: string }) {
  const query = useEventPage(slug)
  useLiveQuery(['events'], eventPageKey(slug))
  const title = query.data?.event.title
  useEffect(() => {
    if (!title) return
    // The server's title names the club after the event; a page reached in the app keeps it so.
    const before = document.title
    const club = document.querySelector('meta[property="og:site_name"]')?.getAttribute('content')
    document.title = club ? `${title} | ${club}` : title
    return () => {
      document.title = before
    }
  }, [title])

  if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage />
  const page = query.data
  return (
    <EventPageMain>
      {page ? (
        <EventArticle
          flyer={<Flyer page={page} />}
          details={
            <EventDetails
              event={page.event}
              past={page.past}
              calendarUrl={page.calendar_url}
              directionsUrl={page.directions_url}
            />
          }
        />
      ) : query.isError ? (
        <LoadError message={EVENT_PAGE_LOAD_FAILED} onRetry={() => void query.refetch()} />
      ) : (
        <Spinner className="py-24" />
      )}
    </EventPageMain>
  )
}
