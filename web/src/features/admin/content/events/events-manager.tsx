import { CalendarDays, Clock, MapPin } from 'lucide-react'
import { useState, type SubmitEvent } from 'react'

import { Spinner } from '@/components/spinner'
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
  SAVE_CHANGES,
  TIME_LABEL,
  TIME_PLACEHOLDER,
  TITLE_LABEL,
} from '@/messages'

import { AdminPanel } from '../../components/admin-panel'
import { eventsResource } from '../api/events'
import { EditorActions } from '../components/editor-actions'
import { FormCard, TextAreaField, TextField } from '../components/form-controls'
import { ItemCard, ItemGrid } from '../components/item-card'
import { LoadFailed } from '../components/load-failed'
import { MediaField } from '../components/media-field'
import { useListEditor } from '../hooks/use-list-editor'
import { formatEventDate } from '../utils/dates'
import type { FieldErrors } from '../utils/field-errors'
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

type EventFormProps = {
  event: EventPublic | null
  saving: boolean
  errors: FieldErrors
  setErrors: (errors: FieldErrors) => void
  onSubmit: (input: EventInput) => void
  onCancel: () => void
}

function EventEditor({ event, saving, errors, setErrors, onSubmit, onCancel }: EventFormProps) {
  const [form, setForm] = useState<EventForm>(() => toForm(event))
  const set = (key: keyof EventForm) => (value: string) => {
    setForm((current) => ({ ...current, [key]: value }))
  }

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
    <form noValidate onSubmit={submit}>
      <FormCard title={event ? EDIT_EVENT : ADD_EVENT}>
        <div className="grid gap-5 md:grid-cols-2">
          <TextField label={TITLE_LABEL} required value={form.title} onChange={set('title')} error={errors.title} />
          <TextField label={LOCATION_LABEL} required value={form.location} onChange={set('location')} error={errors.location} />
          <TextField label={DATE_LABEL} type="date" required value={form.date} onChange={set('date')} error={errors.date} />
          <TextField label={TIME_LABEL} required placeholder={TIME_PLACEHOLDER} value={form.time} onChange={set('time')} error={errors.time} />
        </div>
        <TextAreaField label={DESCRIPTION_LABEL} required value={form.description} onChange={set('description')} error={errors.description} />
        <MediaField name={IMAGE_NAME} bucket="events-images" value={form.image} savedUrl={event?.image} onChange={set('image')} error={errors.image} />
        <EditorActions saving={saving} editing={event !== null} onCancel={onCancel}>
          {event ? SAVE_CHANGES : ADD_EVENT}
        </EditorActions>
      </FormCard>
    </form>
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

  let grid
  if (query.isPending) grid = <Spinner className="py-16" />
  else if (query.isError)
    grid = (
      <LoadFailed
        message={FAILED_TO_LOAD_EVENTS}
        onRetry={() => {
          void query.refetch()
        }}
      />
    )
  else
    grid = (
      <ItemGrid label={EVENTS_LIST_LABEL} empty={EVENTS_ADMIN_EMPTY} count={events.length}>
        {events.map((event) => (
          <ItemCard
            key={event.id}
            title={event.title}
            media={event.image}
            editing={editor.editing?.id === event.id}
            busy={editor.removingId === event.id}
            onEdit={() => {
              editor.startEdit(event)
              window.scrollTo({ top: 0, behavior: 'smooth' })
            }}
            onDelete={() => {
              void editor.removeItem(event)
            }}
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
        ))}
      </ItemGrid>
    )

  return (
    <AdminPanel title={ADMIN_NAV_EVENTS} description={EVENTS_INTRO}>
      <div className="space-y-8">
        <EventEditor
          key={editor.formKey}
          event={editor.editing}
          saving={editor.saving}
          errors={editor.errors}
          setErrors={editor.setErrors}
          onSubmit={editor.submit}
          onCancel={() => {
            editor.startEdit(null)
          }}
        />
        {grid}
      </div>
      {editor.confirmDialog}
    </AdminPanel>
  )
}
