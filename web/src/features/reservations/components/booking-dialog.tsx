import { DoorOpen, Phone, type LucideIcon } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import { GuestSummary } from '@/components/guest-badge'
import type { GuestBadge } from '@/lib/guests'

import {
  GUESTS_MAX,
  GUESTS_MIN,
  NIGHT_ENDS,
  NIGHT_OPENS,
  OCCASIONS,
  REQUESTS_MAX,
} from '@/lib/api/rules'
import { BOOKING_NOTES_MAX } from '@/lib/api/rules-staff'
import type { ReservationStaffPublic } from '@/lib/api/types'
import { formatTimeSlot } from '@/lib/time-slot'
import { RESERVATION_OCCASIONS } from '@/messages'
import {
  DATE_LABEL,
  GUEST_NOTES,
  NAME_LABEL,
  PHONE_LABEL,
  SAVE_CHANGES,
  TIME_LABEL,
} from '@/messages-admin'
import {
  BOOKING_CONTACT_HINT,
  BOOKING_EMAIL_OPTIONAL,
  BOOKING_GUESTS,
  BOOKING_NAME_HINT,
  BOOKING_NO_OCCASION,
  BOOKING_NO_PACKAGE,
  BOOKING_NOTIFY_GUEST,
  BOOKING_OCCASION,
  BOOKING_PACKAGE,
  BOOKING_REQUESTS,
  BOOKING_REQUESTS_HINT,
  BOOKING_SOURCE_LEGEND,
  BOOKING_SOURCE_PHONE,
  BOOKING_SOURCE_WALK_IN,
  BOOKING_STAFF_NOTES,
  BOOKING_STAFF_NOTES_HINT,
  EDIT_RESERVATION_TITLE,
  FAILED_TO_ADD_BOOKING,
  FAILED_TO_SAVE_TABLE_AND_NOTES,
  FAILED_TO_UPDATE_RESERVATION,
  NEW_BOOKING,
  NEW_BOOKING_ADD,
  PHONE_BOOKING_ADDED,
  RESERVATION_UPDATED,
  TABLE_AND_NOTES,
  TABLE_AND_NOTES_SAVED,
  WALK_IN_ADDED,
  bookingTimeHint,
  walkInTonight,
} from '../messages'

import { packagesResource } from '@/lib/admin-api/packages'
import { useClubSettings } from '@/lib/admin-api/club-settings'
import { FormDialog } from '@/components/ui/form-dialog'
import { Checkbox, SelectField, TextAreaField, TextField } from '@/components/ui/form-controls'
import { useSaveFeedback } from '@/hooks/use-feedback'
import { useFormFields } from '@/hooks/use-form-fields'
import type { FieldErrors } from '@/lib/field-errors'
import {
  useCreateReservation,
  useEditReservation,
  useNoteReservation,
  type BookingSource,
  type Occasion,
  type ReservationEdit,
  type ReservationStaffCreate,
} from '../api/save-reservation'
import { TableField } from './table-field'
import { clubNow, formatNightDate, tonight } from '@/lib/format'

type BookingForm = {
  source: BookingSource
  name: string
  email: string
  phone: string
  date: string
  // 'HH:MM', any time of the night (a time input's value).
  time: string
  guests: string
  occasion: Occasion | ''
  requests: string
  packageId: string
  table: string
  notes: string
}

const SOURCES: readonly { value: BookingSource; label: string; icon: LucideIcon }[] = [
  { value: 'phone', label: BOOKING_SOURCE_PHONE, icon: Phone },
  { value: 'walk_in', label: BOOKING_SOURCE_WALK_IN, icon: DoorOpen },
]

// A phone booking starts at the evening's usual arrival; a walk-in at the club's time now.
const PHONE_BOOKING_TIME = '22:00'
// The time field offers 5-minute steps; staff may still type any minute of the night.
const TIME_STEP_SECONDS = 300
const TIME_HINT = bookingTimeHint(formatTimeSlot(NIGHT_OPENS), formatTimeSlot(NIGHT_ENDS))
const OCCASION_OPTIONS = [
  { value: '', label: BOOKING_NO_OCCASION },
  ...OCCASIONS.map((occasion) => ({ value: occasion, label: RESERVATION_OCCASIONS[occasion] })),
]
const asOccasion = (value: string | null | undefined): Occasion | '' =>
  OCCASIONS.find((occasion) => occasion === value) ?? ''
const blankToNull = (value: string) => value.trim() || null

// What every booking write sends: all the fields, blanks as null. The guests go as typed, and the
// time as the field holds it; the server says what is wrong with them.
function editBody(form: BookingForm): Omit<ReservationEdit, 'notify_guest'> {
  return {
    name: form.name.trim(),
    email: blankToNull(form.email),
    date: form.date,
    time: form.time,
    guests: Number(form.guests),
    occasion: form.occasion || null,
    requests: blankToNull(form.requests),
    package_id: form.packageId || null,
    phone: blankToNull(form.phone),
    table_label: blankToNull(form.table),
    staff_notes: blankToNull(form.notes),
  }
}

// A walk-in is tonight's (the club's night under way), whatever the date field held before it was
// hidden.
function createBody(form: BookingForm, walkInNight: string): ReservationStaffCreate {
  return {
    ...editBody(form),
    date: form.source === 'walk_in' ? walkInNight : form.date,
    source: form.source,
  }
}

function SourceChoice({
  value,
  onChange,
}: {
  value: BookingSource
  onChange: (source: BookingSource) => void
}) {
  const name = useId()
  return (
    <fieldset>
      <legend className="mb-1.5 block text-sm font-medium text-ink">{BOOKING_SOURCE_LEGEND}</legend>
      <div className="inline-flex flex-wrap gap-1 rounded-full border border-line bg-canvas p-1">
        {SOURCES.map(({ value: source, label, icon: Icon }) => (
          <label
            key={source}
            className={`inline-flex cursor-pointer items-center gap-1.5 rounded-full px-3.5 py-1.5 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent ${
              value === source
                ? 'bg-accent-solid text-on-accent'
                : 'text-ink-muted hover:bg-ink/5 hover:text-ink'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={source}
              checked={value === source}
              onChange={() => {
                onChange(source)
              }}
              className="sr-only"
            />
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

type TableAndNotesFieldsProps = {
  table: string
  notes: string
  onTable: (table: string) => void
  onNotes: (notes: string) => void
  errors: FieldErrors
  // A saved booking's, offered the table the club would give it.
  reservationId?: string
}

// The table and the internal notes, in a two-column grid (the notes take its whole width).
function TableAndNotesFields({
  table,
  notes,
  onTable,
  onNotes,
  errors,
  reservationId,
}: TableAndNotesFieldsProps) {
  return (
    <>
      <TableField
        value={table}
        onChange={onTable}
        error={errors.table_label}
        reservationId={reservationId}
      />
      <TextAreaField
        label={BOOKING_STAFF_NOTES}
        hint={BOOKING_STAFF_NOTES_HINT}
        maxLength={BOOKING_NOTES_MAX}
        rows={3}
        value={notes}
        onChange={onNotes}
        error={errors.staff_notes}
        className="sm:col-span-2"
      />
    </>
  )
}

type BookingDialogProps = {
  title: string
  // The booking in a line, under the title (editing).
  description?: string
  // Creating asks how the booking came in; editing says a corrected name is on record.
  creating: boolean
  // The club's clock: the night under way and the time now (a walk-in's).
  clock?: () => { night: string; time: string }
  initial: BookingForm
  // The package the booking holds, offered even once it has left the list.
  held?: { id: string; name: string } | null
  // The booking edited, if it is saved already.
  reservationId?: string
  // Below the fields (editing a confirmed booking: whether the guest is told).
  footer?: ReactNode
  // Above the fields (editing): what the guest's profile says.
  profile?: ReactNode
  submitLabel: string
  saving: boolean
  errors: FieldErrors
  onSubmit: (form: BookingForm) => void
  onClose: () => void
}

// The booking form, in a dialog: the guest, the night and time, the party, the occasion and
// requests, the package, the table and the internal notes; the server's message for a field
// stands under that field. Choosing Walk-in sets the time to the club's time now, unless staff
// already chose one.
function BookingDialog({
  title,
  description,
  creating,
  clock,
  initial,
  held,
  reservationId,
  footer,
  profile,
  submitLabel,
  saving,
  errors,
  onSubmit,
  onClose,
}: BookingDialogProps) {
  const { form, setForm, set, field } = useFormFields(() => initial, errors)
  const [timeChosen, setTimeChosen] = useState(false)
  const chooseSource = (source: BookingSource) => {
    setForm((current) => {
      if (timeChosen) return { ...current, source }
      const time = source === 'walk_in' && clock ? clock().time : PHONE_BOOKING_TIME
      return { ...current, source, time }
    })
  }
  const packages = packagesResource.useItems().data?.data ?? []
  const packageOptions = [
    { value: '', label: BOOKING_NO_PACKAGE },
    ...packages.map((item) => ({ value: item.id, label: item.name })),
    ...(held && !packages.some((item) => item.id === held.id)
      ? [{ value: held.id, label: held.name }]
      : []),
  ]
  const walkIn = creating && form.source === 'walk_in'

  return (
    <FormDialog
      title={title}
      description={description}
      size="xl"
      submitLabel={submitLabel}
      saving={saving}
      onSubmit={() => {
        onSubmit(form)
      }}
      onClose={onClose}
    >
      {creating ? <SourceChoice value={form.source} onChange={chooseSource} /> : null}
      {profile}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={NAME_LABEL}
          required
          autoComplete="off"
          {...field('name')}
          hint={creating ? undefined : BOOKING_NAME_HINT}
          className="sm:col-span-2"
        />
        <TextField
          label={PHONE_LABEL}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          {...field('phone')}
          hint={BOOKING_CONTACT_HINT}
        />
        <TextField
          label={BOOKING_EMAIL_OPTIONAL}
          type="email"
          autoComplete="off"
          {...field('email')}
        />
        {walkIn ? (
          <div className="text-sm sm:self-end">
            <p className="flex items-center gap-2 rounded-lg border border-line bg-ink/5 px-3 py-2 text-ink">
              <DoorOpen aria-hidden="true" className="size-4 shrink-0 text-accent" />
              {walkInTonight(formatNightDate(clock ? clock().night : tonight()))}
            </p>
            {errors.date ? (
              <p className="mt-1.5 text-red-700 dark:text-red-300">{errors.date}</p>
            ) : null}
          </div>
        ) : (
          <TextField label={DATE_LABEL} type="date" required {...field('date')} />
        )}
        <TextField
          label={TIME_LABEL}
          type="time"
          required
          step={TIME_STEP_SECONDS}
          value={form.time}
          onChange={(value) => {
            setTimeChosen(true)
            set('time')(value)
          }}
          error={errors.time}
          hint={TIME_HINT}
        />
        <TextField
          label={BOOKING_GUESTS}
          type="number"
          inputMode="numeric"
          min={GUESTS_MIN}
          max={GUESTS_MAX}
          required
          {...field('guests')}
        />
        <SelectField
          label={BOOKING_OCCASION}
          options={OCCASION_OPTIONS}
          value={form.occasion}
          onChange={(value) => {
            set('occasion')(asOccasion(value))
          }}
          error={errors.occasion}
        />
        <TextAreaField
          label={BOOKING_REQUESTS}
          hint={BOOKING_REQUESTS_HINT}
          maxLength={REQUESTS_MAX}
          rows={3}
          {...field('requests')}
          className="sm:col-span-2"
        />
        <SelectField
          label={BOOKING_PACKAGE}
          options={packageOptions}
          value={form.packageId}
          onChange={set('packageId')}
          error={errors.package_id}
        />
        <TableAndNotesFields
          table={form.table}
          notes={form.notes}
          onTable={set('table')}
          onNotes={set('notes')}
          errors={errors}
          reservationId={reservationId}
        />
      </div>
      {footer}
    </FormDialog>
  )
}

// A booking as the form holds it.
function formOf(reservation: ReservationStaffPublic): BookingForm {
  return {
    source: reservation.source === 'walk_in' ? 'walk_in' : 'phone',
    name: reservation.name,
    email: reservation.email ?? '',
    phone: reservation.phone ?? '',
    date: reservation.date,
    time: reservation.time,
    guests: String(reservation.guests),
    occasion: asOccasion(reservation.occasion),
    requests: reservation.requests ?? '',
    packageId: reservation.package_id ?? '',
    table: reservation.table_label ?? '',
    notes: reservation.staff_notes ?? '',
  }
}

type EditReservationDialogProps = {
  reservation: ReservationStaffPublic
  // The guest's profile, when the booking has one.
  guest?: GuestBadge
  description: string
  onClose: () => void
}

// Staff change a booking, the guest's name and email among it; every field is written (the server
// records the ones that changed). The list is read again after.
export function EditReservationDialog({
  reservation,
  guest,
  description,
  onClose,
}: EditReservationDialogProps) {
  const edit = useEditReservation()
  const feedback = useSaveFeedback()
  const [notify, setNotify] = useState(true)
  const { package_id: heldId, package_name: heldName } = reservation
  // A confirmed guest with an address hears of a change to the night, arrival, party, area or
  // package, unless staff untick it.
  const tellable = reservation.status === 'confirmed' && Boolean(reservation.email)
  return (
    <BookingDialog
      title={EDIT_RESERVATION_TITLE}
      description={description}
      creating={false}
      initial={formOf(reservation)}
      held={heldId && heldName ? { id: heldId, name: heldName } : null}
      reservationId={reservation.id}
      profile={
        guest ? (
          <div className="rounded-xl border border-line bg-canvas/60 px-4 py-3">
            <GuestSummary guest={guest} />
            {guest.notes ? (
              <p className="mt-2 text-sm whitespace-pre-line text-ink">
                <span className="font-semibold">{GUEST_NOTES}: </span>
                {guest.notes}
              </p>
            ) : null}
          </div>
        ) : null
      }
      footer={
        tellable ? (
          <Checkbox label={BOOKING_NOTIFY_GUEST} checked={notify} onChange={setNotify} />
        ) : null
      }
      submitLabel={SAVE_CHANGES}
      saving={edit.isPending}
      errors={feedback.errors}
      onSubmit={(form) => {
        edit.mutate(
          { id: reservation.id, body: { ...editBody(form), notify_guest: notify } },
          feedback.outcome(RESERVATION_UPDATED, FAILED_TO_UPDATE_RESERVATION, onClose),
        )
      }}
      onClose={onClose}
    />
  )
}

const NEW_BOOKING_FORM: Omit<BookingForm, 'date'> = {
  source: 'phone',
  name: '',
  email: '',
  phone: '',
  time: PHONE_BOOKING_TIME,
  guests: '2',
  occasion: '',
  requests: '',
  packageId: '',
  table: '',
  notes: '',
}

// A booking taken by phone (confirmed at once) or at the door (a walk-in: tonight, all in, at the
// club's time now in its time zone). The date starts at tonight's; the server judges whether a
// walk-in's night is tonight.
export function NewBookingDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateReservation()
  const feedback = useSaveFeedback()
  const zone = useClubSettings().data?.time_zone_in_force
  const clock = () => clubNow(zone)
  return (
    <BookingDialog
      title={NEW_BOOKING}
      creating
      clock={clock}
      initial={{ ...NEW_BOOKING_FORM, date: tonight() }}
      submitLabel={NEW_BOOKING_ADD}
      saving={create.isPending}
      errors={feedback.errors}
      onSubmit={(form) => {
        const added = form.source === 'walk_in' ? WALK_IN_ADDED : PHONE_BOOKING_ADDED
        create.mutate(
          createBody(form, clock().night),
          feedback.outcome(added, FAILED_TO_ADD_BOOKING, onClose),
        )
      }}
      onClose={onClose}
    />
  )
}

type NoteReservationDialogProps = {
  reservation: ReservationStaffPublic
  description: string
  onClose: () => void
}

// The table and the internal notes of a booking, all a host may change on it; both are written.
export function NoteReservationDialog({
  reservation,
  description,
  onClose,
}: NoteReservationDialogProps) {
  const note = useNoteReservation()
  const feedback = useSaveFeedback()
  const [table, setTable] = useState(reservation.table_label ?? '')
  const [notes, setNotes] = useState(reservation.staff_notes ?? '')
  return (
    <FormDialog
      title={TABLE_AND_NOTES}
      description={description}
      size="lg"
      submitLabel={SAVE_CHANGES}
      saving={note.isPending}
      onSubmit={() => {
        note.mutate(
          {
            id: reservation.id,
            body: { table_label: blankToNull(table), staff_notes: blankToNull(notes) },
          },
          feedback.outcome(TABLE_AND_NOTES_SAVED, FAILED_TO_SAVE_TABLE_AND_NOTES, onClose),
        )
      }}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TableAndNotesFields
          table={table}
          notes={notes}
          onTable={setTable}
          onNotes={setNotes}
          errors={feedback.errors}
          reservationId={reservation.id}
        />
      </div>
    </FormDialog>
  )
}
