import { useEffect, useRef, useState, type SubmitEvent } from 'react'

import { ApiError } from '@/lib/api-client'
import type { ReservationCreate } from '@/lib/api/types'
import {
  BOTTLE_SERVICE_MAKE_RESERVATION,
  FORM_EMAIL,
  FORM_NAME,
  RESERVATION_DATE,
  RESERVATION_DATE_TOO_FAR,
  RESERVATION_GUESTS,
  RESERVATION_OCCASION,
  RESERVATION_OCCASION_PLACEHOLDER,
  RESERVATION_OCCASIONS,
  RESERVATION_REQUESTS,
  RESERVATION_SUBMIT,
  RESERVATION_SUBMIT_FAILED,
  RESERVATION_SUBMITTED,
  RESERVATION_SUBMITTING,
  RESERVATION_TIME,
  RESERVATION_TIME_PLACEHOLDER,
} from '@/messages'

import { useCreateReservation } from '../api/create-reservation'
import { newSubmission } from '../api/submission'
import { useFormStatus } from '../hooks/use-form-status'
import { CONTROL_CLASS, describedBy } from '../utils/form'
import { timeLabel, toDateInputValue } from '../utils/format'
import { GUESTS_MAX, GUESTS_MIN, isBeyondHorizon, lastBookableDate, RESERVATION_TIMES, toReservation } from '../utils/reservation'
import { Field, FormStatus, Honeypot } from './form-fields'

const EMPTY = { name: '', email: '', date: '', time: '', guests: '', occasion: '', requests: '', website: '' }
type ReservationValues = typeof EMPTY

export function ReservationForm() {
  const [values, setValues] = useState<ReservationValues>(EMPTY)
  const [fieldErrors, setFieldErrors] = useState<Readonly<Record<string, string>>>({})
  const { status, show, clear } = useFormStatus()
  const mutation = useCreateReservation()
  const set = (name: keyof ReservationValues) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }))
  }
  const today = toDateInputValue(new Date())
  const lastNight = lastBookableDate()
  // A night past the server's horizon is refused here, in the server's words: in the field, and
  // as the browser's own message when the form is sent.
  const dateTooFar = isBeyondHorizon(values.date) ? RESERVATION_DATE_TOO_FAR : undefined
  const dateError = fieldErrors.date ?? dateTooFar
  const dateInput = useRef<HTMLInputElement>(null)
  useEffect(() => {
    dateInput.current?.setCustomValidity(dateTooFar ?? '')
  }, [dateTooFar])

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (dateTooFar) return
    clear()
    setFieldErrors({})
    const data: ReservationCreate = toReservation(values)
    // A new key for each submission; the automatic retries of this one reuse it.
    mutation.mutate(newSubmission(data), {
      onSuccess: () => {
        setValues(EMPTY)
        show('success')
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 422) setFieldErrors(error.fields)
        show('error')
      },
    })
  }

  const submitting = mutation.isPending
  const control = (id: string, name: string) => ({ id, ...describedBy(id, fieldErrors[name]) })
  return (
    <form
      onSubmit={onSubmit}
      aria-labelledby="reservation-title"
      className="relative mx-auto max-w-3xl space-y-5 rounded-3xl border border-accent/25 bg-surface p-6 shadow-[0_40px_120px_-60px] shadow-gold-500/40 sm:p-10"
    >
      <h3 id="reservation-title" className="text-center font-display text-4xl font-semibold text-ink">
        {BOTTLE_SERVICE_MAKE_RESERVATION}
      </h3>
      <div aria-hidden="true" className="mx-auto h-px w-16 bg-linear-to-r from-transparent via-accent to-transparent" />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="reservation-name" label={FORM_NAME} error={fieldErrors.name}>
          <input
            {...control('reservation-name', 'name')}
            name="name"
            autoComplete="name"
            required
            maxLength={200}
            value={values.name}
            onChange={(event) => {
              set('name')(event.target.value)
            }}
            className={CONTROL_CLASS}
          />
        </Field>
        <Field id="reservation-email" label={FORM_EMAIL} error={fieldErrors.email}>
          <input
            {...control('reservation-email', 'email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={320}
            value={values.email}
            onChange={(event) => {
              set('email')(event.target.value)
            }}
            className={CONTROL_CLASS}
          />
        </Field>
        <Field id="reservation-date" label={RESERVATION_DATE} error={dateError}>
          <input
            id="reservation-date"
            {...describedBy('reservation-date', dateError)}
            ref={dateInput}
            name="date"
            type="date"
            required
            min={today}
            max={lastNight}
            value={values.date}
            onChange={(event) => {
              set('date')(event.target.value)
            }}
            className={CONTROL_CLASS}
          />
        </Field>
        <Field id="reservation-time" label={RESERVATION_TIME} error={fieldErrors.time}>
          <select
            {...control('reservation-time', 'time')}
            name="time"
            required
            value={values.time}
            onChange={(event) => {
              set('time')(event.target.value)
            }}
            className={CONTROL_CLASS}
          >
            <option value="">{RESERVATION_TIME_PLACEHOLDER}</option>
            {RESERVATION_TIMES.map((time) => (
              <option key={time} value={time}>
                {timeLabel(time)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="reservation-guests" label={RESERVATION_GUESTS} error={fieldErrors.guests}>
          <input
            {...control('reservation-guests', 'guests')}
            name="guests"
            type="number"
            inputMode="numeric"
            required
            min={GUESTS_MIN}
            max={GUESTS_MAX}
            step={1}
            value={values.guests}
            onChange={(event) => {
              set('guests')(event.target.value)
            }}
            className={CONTROL_CLASS}
          />
        </Field>
        <Field id="reservation-occasion" label={RESERVATION_OCCASION} error={fieldErrors.occasion}>
          <select
            {...control('reservation-occasion', 'occasion')}
            name="occasion"
            value={values.occasion}
            onChange={(event) => {
              set('occasion')(event.target.value)
            }}
            className={CONTROL_CLASS}
          >
            <option value="">{RESERVATION_OCCASION_PLACEHOLDER}</option>
            {Object.entries(RESERVATION_OCCASIONS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field id="reservation-requests" label={RESERVATION_REQUESTS} error={fieldErrors.requests}>
        <textarea
          {...control('reservation-requests', 'requests')}
          name="requests"
          rows={4}
          maxLength={2000}
          value={values.requests}
          onChange={(event) => {
            set('requests')(event.target.value)
          }}
          className={`${CONTROL_CLASS} resize-y`}
        />
      </Field>
      <Honeypot id="reservation-website" value={values.website} onChange={set('website')} />
      <button
        type="submit"
        disabled={submitting}
        className="inline-flex w-full items-center justify-center rounded-full bg-accent-solid px-8 py-4 text-sm font-semibold tracking-[0.2em] text-on-accent uppercase shadow-[0_0_40px_-10px] shadow-gold-400/70 transition hover:bg-gold-300 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent disabled:cursor-wait disabled:opacity-70"
      >
        {submitting ? RESERVATION_SUBMITTING : RESERVATION_SUBMIT}
      </button>
      <FormStatus status={status} success={RESERVATION_SUBMITTED} failure={RESERVATION_SUBMIT_FAILED} />
    </form>
  )
}
