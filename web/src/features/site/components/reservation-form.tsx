import { useEffect, useRef, type SubmitEvent } from 'react'
import { useSearchParams } from 'react-router'

import { formatMoney } from '@/lib/format'
import { telHref } from '@/lib/links'
import type { AvailabilityPublic } from '@/lib/api/types'
import { formatTimeSlot } from '@/lib/time-slot'
import {
  BOTTLE_SERVICE_MAKE_RESERVATION,
  RESERVATION_DATE,
  RESERVATION_GUESTS,
  RESERVATION_OCCASION,
  RESERVATION_OCCASION_PLACEHOLDER,
  RESERVATION_OCCASIONS,
  RESERVATION_PACKAGE,
  RESERVATION_PACKAGE_PLACEHOLDER,
  RESERVATION_PHONE,
  RESERVATION_PHONE_OPTIONAL,
  RESERVATION_REQUESTS,
  RESERVATION_SUBMIT,
  RESERVATION_SUBMIT_FAILED,
  RESERVATION_SUBMITTED,
  RESERVATION_SUBMITTING,
  RESERVATION_TIME,
  RESERVATION_TIME_PLACEHOLDER,
  reservationPackageFull,
  reservationPackageIn,
  reservationPlacesLeft,
  RESERVATION_AREA,
  RESERVATION_AREA_PLACEHOLDER,
  RESERVATION_TABLE,
  reservationTableOption,
  reservationTablePlaceholder,
  reservationTableTaken,
  seatsInWords,
  reservationAreaFull,
  reservationAreaNotWith,
  reservationAreaNoTable,
  reservationNightNoTable,
  reservationAreaOption,
  RESERVATION_CALL_US,
  tooManyReservationRequests,
} from '@/messages'

import { useBottleService } from '../api/get-bottle-service'
import { useContact } from '../api/get-contact'
import { useCreateReservation } from '../api/create-reservation'
import { useReservationAvailability } from '../api/get-availability'
import { usePublicForm } from '../hooks/use-public-form'
import { toContactPanel } from '../utils/contact'
import { CONTROL_CLASS, describedBy } from '../utils/form'
import { toDateInputValue } from '../utils/format'
import { RESERVATION_FORM_ID } from '@/lib/reserve-link'
import {
  GUESTS_MAX,
  GUESTS_MIN,
  REQUESTS_MAX,
  RESERVATION_TIMES,
  anywhereSeatsLeft,
  areaSeatsLeft,
  partyFits,
  packageAreas,
  soldIn,
  tablesToPick,
  toReservation,
} from '../utils/reservation'
import { Field, FormFoot, NameEmailFields, SelectOptions } from './form-fields'

const EMPTY = {
  name: '',
  email: '',
  phone: '',
  date: '',
  time: '',
  guests: '',
  package_id: '',
  area_id: '',
  table_id: '',
  occasion: '',
  requests: '',
  website: '',
}

// Why the chosen night cannot be booked, in the server's words (its rules decide; the form only
// spares the guest a refused request), or undefined.
function closedNight(date: string, nights: AvailabilityPublic | undefined): string | undefined {
  if (!nights || date === '') return undefined
  if (date > nights.last_date) return nights.after_last_date
  return nights.closed[date]
}

// A refusal for too many requests from this connection: when to try again, and the club's phone
// so the guest can still book tonight.
function TooManyRequests({ retryAfterSeconds }: { retryAfterSeconds: number | null }) {
  const phone = toContactPanel(useContact().data).phone
  const call = phone ? telHref(phone) : null
  return (
    <>
      <p>{tooManyReservationRequests(Math.max(1, Math.ceil((retryAfterSeconds ?? 60) / 60)))}</p>
      {call ? (
        <p>
          {RESERVATION_CALL_US}{' '}
          <a href={call} className="font-semibold underline underline-offset-4">
            {phone}
          </a>
        </p>
      ) : null}
    </>
  )
}

export function ReservationForm() {
  const form = usePublicForm('reservation', EMPTY, useCreateReservation())
  const { values, set, fieldErrors, control, send, failure } = form
  // An event's Reserve or a package's button chose the night or the package (reserve-link.ts).
  const [search] = useSearchParams()
  const chosenNight = search.get('night')
  const chosenPackage = search.get('package')
  useEffect(() => {
    if (chosenNight && /^\d{4}-\d{2}-\d{2}$/.test(chosenNight)) set('date')(chosenNight)
  }, [chosenNight, set])
  useEffect(() => {
    if (chosenPackage) set('package_id')(chosenPackage)
  }, [chosenPackage, set])
  const { data: nights } = useReservationAvailability()
  const packages = useBottleService().data?.packages ?? []
  const phoneRequired = nights?.phone_required ?? true
  // A closed night is refused here, in the server's words: in the field, and as the browser's
  // own message when the form is sent.
  const guests = Number(values.guests)
  // Where requests need a table, a night with none left for the party is refused here too.
  const noTable =
    nights?.requests_need_table &&
    (nights.areas ?? []).length > 0 &&
    values.area_id === '' &&
    values.date !== '' &&
    Number.isInteger(guests) &&
    guests > 0 &&
    !partyFits(anywhereSeatsLeft(nights, values.date), guests)
      ? reservationNightNoTable(guests)
      : undefined
  const closed = closedNight(values.date, nights) ?? noTable
  const dateError = fieldErrors.date ?? closed
  const placesLeft = values.date && !dateError ? nights?.places_left[values.date] : undefined
  const fullPackages = new Set(
    Object.entries(nights?.packages_full ?? {})
      .filter(([, dates]) => dates.includes(values.date))
      .map(([id]) => id),
  )
  const dateInput = useRef<HTMLInputElement>(null)
  useEffect(() => {
    dateInput.current?.setCustomValidity(closed ?? '')
  }, [closed])
  // The areas, each offered while a table there seats the party on the chosen night; the one
  // chosen is refused here, in the server's words, once it has none left for them.
  const areas = nights?.areas ?? []
  const areaFits = (id: string) =>
    nights ? partyFits(areaSeatsLeft(nights, id, values.date), guests) : true
  const chosenArea = areas.find((area) => area.id === values.area_id)
  const areaFull =
    chosenArea && !areaFits(chosenArea.id)
      ? reservationAreaNoTable(chosenArea.name, guests)
      : undefined
  const areaError = fieldErrors.area_id ?? areaFull
  // Where the area lets guests pick the exact table: its tables that seat the party, the taken
  // ones greyed out; a table of another area than the one chosen is not sent.
  const picks = chosenArea && nights ? tablesToPick(nights, chosenArea, values.date, guests) : []
  const tableChosen = picks.some(({ table, free }) => free && table.id === values.table_id)
    ? values.table_id
    : ''
  // A package sold in some areas only: it and the other areas are not offered together.
  const packageChosen = packages.find((item) => item.id === values.package_id)
  const soldWhere = (item: (typeof packages)[number]) =>
    item.area_ids.length === 0
      ? ''
      : packageAreas(item, areas)
          .map((area) => area.name)
          .join(', ')
  const areaSelect = useRef<HTMLSelectElement>(null)
  useEffect(() => {
    areaSelect.current?.setCustomValidity(areaFull ?? '')
  }, [areaFull])

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (closed || areaFull) return
    send(toReservation({ ...values, table_id: tableChosen }))
  }

  return (
    <form
      id={RESERVATION_FORM_ID}
      onSubmit={onSubmit}
      aria-labelledby="reservation-title"
      className="relative mx-auto scroll-mt-24 max-w-3xl space-y-5 rounded-3xl border border-accent/25 bg-surface p-6 shadow-[0_40px_120px_-60px] shadow-gold-500/40 sm:p-10"
    >
      <h3
        id="reservation-title"
        className="text-center font-display text-4xl font-semibold text-ink"
      >
        {BOTTLE_SERVICE_MAKE_RESERVATION}
      </h3>
      <div
        aria-hidden="true"
        className="mx-auto h-px w-16 bg-linear-to-r from-transparent via-accent to-transparent"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <NameEmailFields control={control} fieldErrors={fieldErrors} />
        <Field
          id="reservation-phone"
          label={phoneRequired ? RESERVATION_PHONE : RESERVATION_PHONE_OPTIONAL}
          error={fieldErrors.phone}
        >
          <input
            {...control('phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required={phoneRequired}
            maxLength={32}
          />
        </Field>
        <Field
          id="reservation-date"
          label={RESERVATION_DATE}
          error={dateError}
          hint={placesLeft === undefined ? '' : reservationPlacesLeft(placesLeft)}
        >
          <input
            {...control('date')}
            {...describedBy('reservation-date', dateError)}
            ref={dateInput}
            type="date"
            required
            min={nights?.first_date ?? toDateInputValue(new Date())}
            max={nights?.last_date}
          />
        </Field>
        <Field id="reservation-time" label={RESERVATION_TIME} error={fieldErrors.time}>
          <select {...control('time')} required>
            <SelectOptions
              placeholder={RESERVATION_TIME_PLACEHOLDER}
              options={RESERVATION_TIMES.map((time) => [time, formatTimeSlot(time)] as const)}
            />
          </select>
        </Field>
        <Field id="reservation-guests" label={RESERVATION_GUESTS} error={fieldErrors.guests}>
          <input
            {...control('guests')}
            type="number"
            inputMode="numeric"
            required
            min={GUESTS_MIN}
            max={GUESTS_MAX}
            step={1}
          />
        </Field>
        <Field
          id="reservation-package_id"
          label={RESERVATION_PACKAGE}
          error={fieldErrors.package_id}
        >
          <select {...control('package_id')}>
            <option value="">{RESERVATION_PACKAGE_PLACEHOLDER}</option>
            {packages.map((item) => {
              const where = soldWhere(item)
              return (
                <option
                  key={item.id}
                  value={item.id}
                  disabled={fullPackages.has(item.id) || !soldIn(item, values.area_id)}
                >
                  {fullPackages.has(item.id)
                    ? reservationPackageFull(item.name)
                    : where
                      ? reservationPackageIn(item.name, where)
                      : item.name}
                </option>
              )
            })}
          </select>
        </Field>
        {areas.length > 0 ? (
          <Field id="reservation-area_id" label={RESERVATION_AREA} error={areaError}>
            <select
              {...control('area_id')}
              {...describedBy('reservation-area_id', areaError)}
              ref={areaSelect}
            >
              <option value="">{RESERVATION_AREA_PLACEHOLDER}</option>
              {areas.map((area) => {
                const fits = areaFits(area.id)
                const withPackage = !packageChosen || soldIn(packageChosen, area.id)
                return (
                  <option key={area.id} value={area.id} disabled={!fits || !withPackage}>
                    {!withPackage
                      ? reservationAreaNotWith(area.name, packageChosen.name)
                      : fits
                        ? reservationAreaOption(
                            area.name,
                            formatMoney(area.minimum_spend_from, nights?.currency ?? 'USD'),
                          )
                        : reservationAreaFull(area.name)}
                  </option>
                )
              })}
            </select>
          </Field>
        ) : null}
        {chosenArea && picks.length > 0 ? (
          <Field id="reservation-table_id" label={RESERVATION_TABLE} error={fieldErrors.table_id}>
            <select {...control('table_id')} value={tableChosen}>
              <option value="">{reservationTablePlaceholder(chosenArea.name)}</option>
              {picks.map(({ table, free }) => (
                <option key={table.id} value={table.id} disabled={!free}>
                  {free
                    ? reservationTableOption(
                        table.label,
                        seatsInWords(table.seats_min, table.seats_max),
                        formatMoney(table.minimum_spend, nights?.currency ?? 'USD'),
                      )
                    : reservationTableTaken(table.label)}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        <Field id="reservation-occasion" label={RESERVATION_OCCASION} error={fieldErrors.occasion}>
          <select {...control('occasion')}>
            <SelectOptions
              placeholder={RESERVATION_OCCASION_PLACEHOLDER}
              options={Object.entries(RESERVATION_OCCASIONS)}
            />
          </select>
        </Field>
      </div>
      <Field id="reservation-requests" label={RESERVATION_REQUESTS} error={fieldErrors.requests}>
        <textarea
          {...control('requests')}
          rows={4}
          maxLength={REQUESTS_MAX}
          className={`${CONTROL_CLASS} resize-y`}
        />
      </Field>
      <FormFoot
        form={form}
        sendLabel={RESERVATION_SUBMIT}
        sendingLabel={RESERVATION_SUBMITTING}
        buttonClassName="shadow-[0_0_40px_-10px] shadow-gold-400/70"
        success={RESERVATION_SUBMITTED}
        failure={RESERVATION_SUBMIT_FAILED}
        failureDetails={
          failure?.status === 429 ? (
            <TooManyRequests retryAfterSeconds={failure.retryAfterSeconds} />
          ) : null
        }
      />
    </form>
  )
}
