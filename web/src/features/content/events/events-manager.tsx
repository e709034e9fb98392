import { CalendarDays, Clock, MapPin } from 'lucide-react'
import type { EventInput, EventPublic } from '@/lib/api/types'
import { ADMIN_NAV_EVENTS, DATE_LABEL, TIME_LABEL, TITLE_LABEL } from '@/messages-admin'
import {
  ADD_EVENT,
  CLEAR_PUBLISH_AT,
  DESCRIPTION_LABEL,
  EDIT_EVENT,
  EVENT_ADDED,
  EVENT_DELETED,
  EVENT_UPDATED,
  EVENTS_ADMIN_EMPTY,
  EVENTS_INTRO,
  EVENTS_LIST_LABEL,
  FAILED_TO_ADD_EVENT,
  FAILED_TO_DELETE_EVENT,
  FAILED_TO_LOAD_EVENTS,
  FAILED_TO_UPDATE_EVENT,
  IMAGE_NAME,
  LOCATION_LABEL,
  PUBLISH_AT_HINT,
  PUBLISH_AT_INVALID,
  PUBLISH_AT_LABEL,
  scheduledBadge,
  eventTimeUnreadable,
} from '../messages'

import { formatDateTime } from '@/lib/format'
import { AdminPanel } from '@/components/ui/admin-panel'
import { eventsResource } from '@/lib/admin-api/events'
import { ItemForm } from '../components/editor-actions'
import { BUTTON_SECONDARY, TextAreaField, TextField } from '@/components/ui/form-controls'
import { ItemCard } from '../components/item-card'
import { ItemListEditor } from '../components/item-list-editor'
import { MediaField } from '../components/media-field'
import { useItemForm, type ItemCheck } from '../hooks/use-item-form'
import { useListEditor, type ItemFormProps } from '../hooks/use-list-editor'
import { formatEventDate } from '../utils/dates'
import { toTimeInput } from '../utils/event-time'
import { fromLocalInput, isScheduled, toLocalInput } from '../utils/publish-at'
import { blankToNull, checkFields } from '@/lib/validation'

// publish_at is the datetime-local field's value: a wall-clock time in this browser's zone.
type EventForm = {
  title: string
  description: string
  image: string
  date: string
  time: string
  location: string
  publish_at: string
}
const REQUIRED = ['title', 'description', 'date', 'time', 'location'] as const

function toForm(event: EventPublic | null): EventForm {
  return {
    title: event?.title ?? '',
    description: event?.description ?? '',
    image: event?.image ?? '',
    date: event?.date ?? '',
    time: toTimeInput(event?.time),
    location: event?.location ?? '',
    publish_at: toLocalInput(event?.publish_at),
  }
}

function EventEditor({
  event,
  ...props
}: ItemFormProps<EventInput> & { event: EventPublic | null }) {
  const { form, set, field, itemForm } = useItemForm(
    props,
    () => toForm(event),
    (form: EventForm): ItemCheck<EventInput> => {
      const problems: Record<string, string> = {
        ...checkFields(form, { required: REQUIRED, media: ['image'] }),
      }
      const publishAt = fromLocalInput(form.publish_at)
      if (publishAt === undefined) {
        problems.publish_at = PUBLISH_AT_INVALID
        return { problems, input: null }
      }
      return {
        problems,
        input: {
          title: form.title.trim(),
          description: form.description.trim(),
          image: blankToNull(form.image),
          date: form.date,
          // The time input's value (22:00); the server keeps it as 10:00 PM.
          time: form.time,
          location: form.location.trim(),
          publish_at: publishAt,
        },
      }
    },
  )

  return (
    <ItemForm editing={event !== null} addLabel={ADD_EVENT} editTitle={EDIT_EVENT} {...itemForm}>
      <div className="grid gap-5 md:grid-cols-2">
        <TextField label={TITLE_LABEL} required {...field('title')} />
        <TextField label={LOCATION_LABEL} required {...field('location')} />
        <TextField label={DATE_LABEL} type="date" required {...field('date')} />
        <TextField
          label={TIME_LABEL}
          type="time"
          required
          {...field('time')}
          hint={event && !toTimeInput(event.time) ? eventTimeUnreadable(event.time) : undefined}
        />
      </div>
      <TextAreaField label={DESCRIPTION_LABEL} required {...field('description')} />
      <MediaField
        name={IMAGE_NAME}
        bucket="events-images"
        {...field('image')}
        savedUrl={event?.image}
      />
      <div className="flex flex-wrap items-start gap-3">
        <TextField
          label={PUBLISH_AT_LABEL}
          type="datetime-local"
          hint={PUBLISH_AT_HINT}
          {...field('publish_at')}
          className="w-full md:max-w-sm"
        />
        {form.publish_at ? (
          <button
            type="button"
            onClick={() => {
              set('publish_at')('')
            }}
            className={`${BUTTON_SECONDARY} md:mt-7`}
          >
            {CLEAR_PUBLISH_AT}
          </button>
        ) : null}
      </div>
    </ItemForm>
  )
}

// /admin/events, with editing of existing events.
export function EventsManager() {
  const query = eventsResource.useItems()
  const editor = useListEditor(
    eventsResource,
    {
      added: EVENT_ADDED,
      addFailed: FAILED_TO_ADD_EVENT,
      updated: EVENT_UPDATED,
      updateFailed: FAILED_TO_UPDATE_EVENT,
      deleted: EVENT_DELETED,
      deleteFailed: FAILED_TO_DELETE_EVENT,
      confirmWhat: 'event',
    },
    (event) => event.title,
    'events',
  )
  const events = [...(query.data?.data ?? [])].sort((a, b) => a.date.localeCompare(b.date))

  return (
    <AdminPanel title={ADMIN_NAV_EVENTS} description={EVENTS_INTRO}>
      <ItemListEditor
        editor={editor}
        form={<EventEditor event={editor.editing} {...editor.formProps} />}
        query={query}
        failedMessage={FAILED_TO_LOAD_EVENTS}
        label={EVENTS_LIST_LABEL}
        empty={EVENTS_ADMIN_EMPTY}
        items={events}
        card={(event, wiring) => (
          <ItemCard
            title={event.title}
            media={event.image}
            flag={
              isScheduled(event.publish_at)
                ? scheduledBadge(formatDateTime(event.publish_at))
                : undefined
            }
            {...wiring}
          >
            <p className="flex items-center gap-2">
              <CalendarDays aria-hidden="true" className="size-4 text-accent" />
              <time dateTime={event.date}>{formatEventDate(event.date)}</time>
            </p>
            <p className="flex items-center gap-2">
              <Clock aria-hidden="true" className="size-4 text-accent" />
              {event.time}
            </p>
            <p className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-4 text-accent" />
              {event.location}
            </p>
            <p className="line-clamp-3 pt-1">{event.description}</p>
          </ItemCard>
        )}
      />
    </AdminPanel>
  )
}
