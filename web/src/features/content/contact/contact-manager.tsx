import { useState, type SubmitEvent } from 'react'

import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import type { ContactSectionPublic, ContactSectionUpdate } from '@/lib/api/types'
import { CONTACT_DEFAULT_HOURS_DAY, CONTACT_DEFAULT_HOURS_TIME, CONTACT_TITLE } from '@/messages'
import { ADMIN_NAV_CONTACT_INFO, FIELD_REQUIRED, TIME_LABEL, TITLE_LABEL } from '@/messages-admin'
import {
  ADD_HOURS,
  ADDRESS_LABEL,
  bookableNights,
  CITY_LABEL,
  CONTACT_DETAILS,
  CONTACT_INFO_UPDATED,
  CONTACT_INTRO,
  DAY_LABEL,
  FAILED_TO_LOAD_CONTACT_INFO,
  FAILED_TO_SAVE_CONTACT_INFO,
  HOURS_EMPTY,
  HOURS_HINT,
  HOURS_LABEL,
  LOCATION_LABEL,
  MAP_FIELD_LABEL,
  MAP_HINT,
  MAP_LABEL,
  MAP_PREVIEW,
  STATE_LABEL,
  suggestHoursLabel,
  ZIP_LABEL,
} from '../messages'

import { useBookingRules } from '@/lib/admin-api/booking-rules'
import { nightsInWords } from '@/lib/format'
import { contactHours, useContact, useSaveContact } from '@/lib/admin-api/contact'
import {
  BUTTON_SECONDARY,
  FormCard,
  SaveBar,
  TextAreaField,
  TextField,
} from '@/components/ui/form-controls'
import { PhoneEmailFields } from '../components/phone-email-fields'
import { EditorPanel } from '../components/editor-panel'
import { useRestoreKey } from '../history/use-restore-key'
import { RowsEditor } from '../components/rows-editor'
import { useSaveFeedback } from '@/hooks/use-feedback'
import { useFormFields } from '@/hooks/use-form-fields'
import { differs } from '../utils/dirty'
import { withinPrefix } from '@/lib/field-errors'
import { blankRequired, trimmedRows, type Row, type RowField } from '../utils/row-values'
import { checkMapUrl } from '../utils/map-url'
import { keyed, type Keyed } from '../utils/rows'
import { hasErrors } from '@/lib/validation'

const HOURS_FIELDS: readonly RowField[] = [
  { name: 'day', label: DAY_LABEL, required: true, placeholder: CONTACT_DEFAULT_HOURS_DAY },
  { name: 'time', label: TIME_LABEL, required: true, placeholder: CONTACT_DEFAULT_HOURS_TIME },
]

type Details = {
  title: string
  address: string
  city: string
  state: string
  zip: string
  phone: string
  email: string
  map: string
}

function toDetails(contact: ContactSectionPublic | null): Details {
  return {
    title: contact?.title ?? CONTACT_TITLE,
    address: contact?.location?.address ?? '',
    city: contact?.location?.city ?? '',
    state: contact?.location?.state ?? '',
    zip: contact?.location?.zip ?? '',
    phone: contact?.contact?.phone ?? '',
    email: contact?.contact?.email ?? '',
    map: contact?.map_url ?? '',
  }
}

function toHours(contact: ContactSectionPublic | null): Keyed<Row>[] {
  return contactHours(contact).map((item) => keyed({ day: item.day, time: item.time }))
}

// What a save sends (the map as typed while it is not a map address).
function toInput(details: Details, hours: readonly Keyed<Row>[]): ContactSectionUpdate {
  const map = checkMapUrl(details.map)
  return {
    title: details.title.trim() || null,
    location: {
      address: details.address.trim(),
      city: details.city.trim(),
      state: details.state.trim(),
      zip: details.zip.trim(),
    },
    hours: trimmedRows(hours).map((row) => ({ day: row.day ?? '', time: row.time ?? '' })),
    contact: { phone: details.phone.trim(), email: details.email.trim() },
    map_url: map.ok ? map.url || null : details.map,
  }
}

function ContactEditor({ contact }: { contact: ContactSectionPublic | null }) {
  const { form: details, setForm: setDetails, set } = useFormFields(() => toDetails(contact))
  const [hours, setHours] = useState(() => toHours(contact))
  const [saved, setSaved] = useState(() => toInput(details, hours))
  const save = useSaveContact()
  const feedback = useSaveFeedback()
  const { errors } = feedback
  const map = checkMapUrl(details.map)
  const unsavedDialog = useUnsavedChanges(differs(toInput(details, hours), saved))

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    const problems = blankRequired('hours', hours, HOURS_FIELDS, FIELD_REQUIRED)
    if (!map.ok) problems.map_url = map.message
    feedback.setErrors(problems)
    if (hasErrors(problems) || !map.ok) return
    const submittedMap = details.map
    const input = toInput(details, hours)
    save.mutate(
      input,
      feedback.outcome(
        CONTACT_INFO_UPDATED,
        FAILED_TO_SAVE_CONTACT_INFO,
        (row: ContactSectionPublic) => {
          // The saved address replaces a pasted snippet, unless the field was edited meanwhile.
          setDetails((current) =>
            current.map === submittedMap ? { ...current, map: row.map_url ?? '' } : current,
          )
          setSaved({ ...input, map_url: row.map_url ?? null })
        },
      ),
    )
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      {unsavedDialog}
      <FormCard title={LOCATION_LABEL}>
        <TextField
          label={TITLE_LABEL}
          value={details.title}
          onChange={set('title')}
          error={errors.title}
        />
        <TextField
          label={ADDRESS_LABEL}
          autoComplete="street-address"
          value={details.address}
          onChange={set('address')}
          error={errors['location.address']}
        />
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField
            label={CITY_LABEL}
            value={details.city}
            onChange={set('city')}
            error={errors['location.city']}
          />
          <TextField
            label={STATE_LABEL}
            value={details.state}
            onChange={set('state')}
            error={errors['location.state']}
          />
          <TextField
            label={ZIP_LABEL}
            value={details.zip}
            onChange={set('zip')}
            error={errors['location.zip']}
          />
        </div>
      </FormCard>

      <FormCard title={HOURS_LABEL} description={HOURS_HINT}>
        <RowsEditor
          rows={hours}
          onChange={setHours}
          fields={HOURS_FIELDS}
          addLabel={ADD_HOURS}
          emptyText={HOURS_EMPTY}
          errors={withinPrefix(errors, 'hours')}
        />
        <BookableNights hours={hours} onChange={setHours} />
      </FormCard>

      <FormCard title={CONTACT_DETAILS}>
        <PhoneEmailFields values={details} set={set} errors={withinPrefix(errors, 'contact')} />
      </FormCard>

      <FormCard title={MAP_LABEL}>
        <TextAreaField
          label={MAP_FIELD_LABEL}
          rows={3}
          hint={MAP_HINT}
          spellCheck={false}
          value={details.map}
          onChange={set('map')}
          error={!map.ok ? map.message : errors.map_url}
          className="[&_textarea]:font-mono [&_textarea]:text-xs"
        />
        {map.ok && map.url ? (
          <iframe
            title={MAP_PREVIEW}
            src={map.url}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            className="aspect-video w-full rounded-xl border border-line bg-canvas"
          />
        ) : null}
      </FormCard>

      <SaveBar saving={save.isPending} />
    </form>
  )
}

// The nights the booking rules open, offered as the first line's day: the hours are text, so
// they are written to match the rules rather than read for them.
function BookableNights({
  hours,
  onChange,
}: {
  hours: readonly Keyed<Row>[]
  onChange: (rows: Keyed<Row>[]) => void
}) {
  const rules = useBookingRules().data
  if (!rules) return null
  const nights = nightsInWords(rules.opening_weekdays)
  if (!nights) return null
  const [first, ...rest] = hours
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
      <span>{bookableNights(nights)}</span>
      {first?.day === nights ? null : (
        <button
          type="button"
          className={BUTTON_SECONDARY}
          onClick={() => {
            onChange(
              first
                ? [{ ...first, day: nights }, ...rest]
                : [keyed({ day: nights, time: CONTACT_DEFAULT_HOURS_TIME })],
            )
          }}
        >
          {suggestHoursLabel(nights)}
        </button>
      )}
    </p>
  )
}

// /admin/contact.
export function ContactManager() {
  const query = useContact()
  const restore = useRestoreKey()
  return (
    <EditorPanel
      title={ADMIN_NAV_CONTACT_INFO}
      description={CONTACT_INTRO}
      query={query}
      failedMessage={FAILED_TO_LOAD_CONTACT_INFO}
      entity="contact_sections"
      entityId={query.data?.id}
      restore={restore}
    >
      {(contact) => <ContactEditor contact={contact} />}
    </EditorPanel>
  )
}
