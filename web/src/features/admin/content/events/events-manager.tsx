import { CalendarDays, Clock, MapPin } from 'lucide-react'
import type { SubmitEvent } from 'react'

import type { EventInput, EventPublic } from '@/lib/api/types'
import {
  ADD_EVENT,
  ADMIN_NAV_EVENTS,
  DATE_LABEL,
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
  TIME_LABEL,
  TIME_PLACEHOLDER,
  TITLE_LABEL,
} from '@/messages'

import { AdminPanel } from '../../shell/admin-panel'
import { eventsResource } from '../api/events'
import { ItemForm } from '../components/editor-actions'
import { TextAreaField, TextField } from '../components/form-controls'
import { ItemCard, ItemGrid } from '../components/item-card'
import { MediaField } from '../components/media-field'
import { QueryState } from '../components/query-state'
import { useFormFields } from '../hooks/use-form-fields'
import { useListEditor, type ItemFormProps } from '../hooks/use-list-editor'
import { formatEventDate } from '../utils/dates'
import { blankToNull, checkFields, hasErrors } from '../utils/validation'

type EventForm = { title: string; description: string; image: string; date: string; time: string; location: string }
const REQUIRED = ['title', 'description', 'date', 'time', 'location'] as const

function toForm(event: EventPublic | null): EventForm {
  return {
    title: event?.title ?? '',
    description: event?.description ?? '',
    image: event?.image ?? '',
    date: event?.date ?? '',
    time: event?.time ?? '',
    location: event?.location ?? '',
  }
}

function EventEditor({ event, saving, errors, setErrors, onSubmit, onCancel }: ItemFormProps<EventInput> & { event: EventPublic | null }) {
  const { form, set } = useFormFields<EventForm>(() => toForm(event))

  function submit(formEvent: SubmitEvent<HTMLFormElement>) {
    formEvent.preventDefault()
    const problems = checkFields(form, { required: REQUIRED, media: ['image'] })
    setErrors(problems)
    if (hasErrors(problems)) return
    onSubmit({
      title: form.title.trim(),
      description: form.description.trim(),
      image: blankToNull(form.image),
      date: form.date,
      time: form.time.trim(),
      location: form.location.trim(),
    })
  }

  return (
    <ItemForm editing={event !== null} addLabel={ADD_EVENT} editTitle={EDIT_EVENT} saving={saving} onSubmit={submit} onCancel={onCancel}>
      <div className="grid gap-5 md:grid-cols-2">
        <TextField label={TITLE_LABEL} required value={form.title} onChange={set('title')} error={errors.title} />
        <TextField label={LOCATION_LABEL} required value={form.location} onChange={set('location')} error={errors.location} />
        <TextField label={DATE_LABEL} type="date" required value={form.date} onChange={set('date')} error={errors.date} />
        <TextField label={TIME_LABEL} required placeholder={TIME_PLACEHOLDER} value={form.time} onChange={set('time')} error={errors.time} />
      </div>
      <TextAreaField label={DESCRIPTION_LABEL} required value={form.description} onChange={set('description')} error={errors.description} />
      <MediaField name={IMAGE_NAME} bucket="events-images" value={form.image} savedUrl={event?.image} onChange={set('image')} error={errors.image} />
    </ItemForm>
  )
}

// /admin/events, with editing of existing events.
export function EventsManager() {
  const query = eventsResource.useItems()
  const editor = useListEditor(eventsResource, {
    added: EVENT_ADDED,
    addFailed: FAILED_TO_ADD_EVENT,
    updated: EVENT_UPDATED,
    updateFailed: FAILED_TO_UPDATE_EVENT,
    deleted: EVENT_DELETED,
    deleteFailed: FAILED_TO_DELETE_EVENT,
    confirmWhat: 'event',
  })
  const events = [...(query.data?.data ?? [])].sort((a, b) => a.date.localeCompare(b.date))

  return (
    <AdminPanel title={ADMIN_NAV_EVENTS} description={EVENTS_INTRO}>
      <div className="space-y-8">
        <EventEditor key={editor.formKey} event={editor.editing} {...editor.formProps} />
        <QueryState query={query} failedMessage={FAILED_TO_LOAD_EVENTS}>
          {() => (
            <ItemGrid label={EVENTS_LIST_LABEL} empty={EVENTS_ADMIN_EMPTY} count={events.length}>
              {events.map((event) => (
                <ItemCard key={event.id} title={event.title} media={event.image} {...editor.cardProps(event)}>
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
              ))}
            </ItemGrid>
          )}
        </QueryState>
      </div>
      {editor.confirmDialog}
    </AdminPanel>
  )
}
