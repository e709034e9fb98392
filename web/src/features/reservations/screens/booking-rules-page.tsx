import { X } from 'lucide-react'
import { useState, type SubmitEvent } from 'react'

import { Link } from 'react-router'

import { ClubScreenNote } from '@/components/club-screen-note'
import { Spinner } from '@/components/spinner'
import { paths } from '@/config/paths'
import type { BookingRulesPublic } from '@/lib/api/types'
import { ADMIN_NAV_BOOKING_RULES, ADMIN_NAV_CONTACT_INFO, WEEKDAY_NAMES } from '@/messages-admin'
import {
  BLACKOUT_DATES,
  BLACKOUT_DATES_EMPTY,
  BLACKOUT_DATES_INTRO,
  BLACKOUT_NIGHT,
  BLACKOUT_REASON,
  BOOKING_RULES_INTRO,
  BOOKING_RULES_SAVED,
  BOOKING_WINDOW,
  BOOKINGS_PER_NIGHT,
  CAPACITY,
  CLOSE_NIGHT,
  CLUB_SETTINGS_ON_CLUB_SCREEN,
  clubTimeZone,
  FAILED_TO_CLOSE_NIGHT,
  FAILED_TO_LOAD_BOOKING_RULES,
  FAILED_TO_REOPEN_NIGHT,
  FAILED_TO_SAVE_BOOKING_RULES,
  GUESTS_PER_NIGHT,
  NIGHT_CLOSED,
  NIGHT_REOPENED,
  NO_LIMIT_HINT,
  CONTACT_HOURS_NONE,
  contactHoursShown,
  NO_NIGHT,
  OPENING_NIGHTS,
  OPENING_NIGHTS_HINT,
  PACKAGE_LIMITS,
  packageLimitLabel,
  PHONE_REQUIRED_LABEL,
  ASSIGN_TABLE_ON_CONFIRM_LABEL,
  REQUESTS_NEED_TABLE_LABEL,
  reopenNightLabel,
  SAME_DAY_CUTOFF,
  SAME_DAY_CUTOFF_HINT,
  CANCELLATION_POLICY,
  CANCELLATION_POLICY_HINT,
  GUESTS_OWN_PAGE,
  GUESTS_OWN_PAGE_HINT,
  REMINDER_TIME,
  REMINDER_TIME_HINT,
  TIMING,
} from '../messages'

import { contactHours, useContact } from '@/lib/admin-api/contact'
import { packagesResource } from '@/lib/admin-api/packages'
import {
  BUTTON_DANGER_ICON,
  BUTTON_SECONDARY,
  Checkbox,
  FormCard,
  SaveBar,
  TextAreaField,
  TextField,
} from '@/components/ui/form-controls'
import { QueryPanel } from '@/components/ui/query-state'
import { useSaveFeedback } from '@/hooks/use-feedback'
import {
  useBlackoutDates,
  useBookingRules,
  useChangeBlackout,
  useSaveBookingRules,
} from '@/lib/admin-api/booking-rules'
import { FOCUS_RING } from '@/components/ui/table'
import { formatNightDate } from '@/lib/format'

type RulesForm = {
  weekdays: number[]
  maxGuests: string
  maxBookings: string
  packageLimits: Record<string, string>
  cutoff: string
  windowDays: string
  phoneRequired: boolean
  assignTable: boolean
  needTable: boolean
  reminder: string
  policy: string
}

function toForm(rules: BookingRulesPublic): RulesForm {
  return {
    weekdays: rules.opening_weekdays,
    maxGuests: rules.max_guests_per_night?.toString() ?? '',
    maxBookings: rules.max_bookings_per_night?.toString() ?? '',
    packageLimits: Object.fromEntries(
      Object.entries(rules.package_limits).map(([id, limit]) => [id, String(limit)]),
    ),
    cutoff: rules.same_day_cutoff ?? '',
    windowDays: String(rules.booking_window_days),
    phoneRequired: rules.phone_required,
    assignTable: rules.assign_table_on_confirm,
    needTable: rules.requests_need_table,
    reminder: rules.reminder_time ?? '',
    policy: rules.cancellation_policy ?? '',
  }
}

// Empty is "no limit"; anything else goes to the server as typed, which says what is wrong.
const limit = (value: string) => (value.trim() === '' ? null : Number(value))

function RulesEditor({ rules }: { rules: BookingRulesPublic }) {
  const [form, setForm] = useState(() => toForm(rules))
  const packages = packagesResource.useItems().data?.data ?? []
  const save = useSaveBookingRules()
  const feedback = useSaveFeedback()
  const { errors } = feedback
  const set =
    <Key extends keyof RulesForm>(key: Key) =>
    (value: RulesForm[Key]) => {
      setForm((current) => ({ ...current, [key]: value }))
    }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    save.mutate(
      {
        opening_weekdays: form.weekdays,
        max_guests_per_night: limit(form.maxGuests),
        max_bookings_per_night: limit(form.maxBookings),
        package_limits: Object.fromEntries(
          Object.entries(form.packageLimits)
            .filter(([, value]) => value.trim() !== '')
            .map(([id, value]) => [id, Number(value)]),
        ),
        same_day_cutoff: form.cutoff || null,
        booking_window_days: Number(form.windowDays),
        phone_required: form.phoneRequired,
        assign_table_on_confirm: form.assignTable,
        requests_need_table: form.needTable,
        reminder_time: form.reminder || null,
        cancellation_policy: form.policy.trim() || null,
      },
      // The saved rules replace the query's data, so `rules` (what is in force) follows.
      feedback.outcome(BOOKING_RULES_SAVED, FAILED_TO_SAVE_BOOKING_RULES),
    )
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <FormCard title={OPENING_NIGHTS} description={OPENING_NIGHTS_HINT}>
        <fieldset className="flex flex-wrap gap-x-5 gap-y-2" aria-label={OPENING_NIGHTS}>
          {WEEKDAY_NAMES.map((name, day) => (
            <Checkbox
              key={name}
              label={name}
              checked={form.weekdays.includes(day)}
              onChange={(checked) => {
                set('weekdays')(
                  checked
                    ? [...form.weekdays, day].sort()
                    : form.weekdays.filter((other) => other !== day),
                )
              }}
            />
          ))}
        </fieldset>
        {form.weekdays.length === 0 ? (
          <p className="text-sm text-amber-700 dark:text-amber-300">{NO_NIGHT}</p>
        ) : null}
        {errors.opening_weekdays ? (
          <p className="text-sm text-red-700 dark:text-red-300">{errors.opening_weekdays}</p>
        ) : null}
        <ContactHoursNote />
      </FormCard>

      <FormCard title={CAPACITY} description={NO_LIMIT_HINT}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={GUESTS_PER_NIGHT}
            type="number"
            inputMode="numeric"
            min={1}
            value={form.maxGuests}
            onChange={set('maxGuests')}
            error={errors.max_guests_per_night}
          />
          <TextField
            label={BOOKINGS_PER_NIGHT}
            type="number"
            inputMode="numeric"
            min={1}
            value={form.maxBookings}
            onChange={set('maxBookings')}
            error={errors.max_bookings_per_night}
          />
        </div>
      </FormCard>

      {packages.length > 0 ? (
        <FormCard title={PACKAGE_LIMITS} description={NO_LIMIT_HINT}>
          <div className="grid gap-5 sm:grid-cols-2">
            {packages.map((item) => (
              <TextField
                key={item.id}
                label={packageLimitLabel(item.name)}
                type="number"
                inputMode="numeric"
                min={1}
                value={form.packageLimits[item.id] ?? ''}
                onChange={(value) => {
                  set('packageLimits')({ ...form.packageLimits, [item.id]: value })
                }}
              />
            ))}
          </div>
          {errors.package_limits ? (
            <p className="text-sm text-red-700 dark:text-red-300">{errors.package_limits}</p>
          ) : null}
        </FormCard>
      ) : null}

      <FormCard title={TIMING} description={clubTimeZone(rules.time_zone)}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={SAME_DAY_CUTOFF}
            type="time"
            hint={SAME_DAY_CUTOFF_HINT}
            value={form.cutoff}
            onChange={set('cutoff')}
            error={errors.same_day_cutoff}
          />
          <TextField
            label={BOOKING_WINDOW}
            type="number"
            inputMode="numeric"
            min={1}
            max={730}
            value={form.windowDays}
            onChange={set('windowDays')}
            error={errors.booking_window_days}
          />
        </div>
        <Checkbox
          label={PHONE_REQUIRED_LABEL}
          checked={form.phoneRequired}
          onChange={set('phoneRequired')}
        />
        <Checkbox
          label={ASSIGN_TABLE_ON_CONFIRM_LABEL}
          checked={form.assignTable}
          onChange={set('assignTable')}
        />
        <Checkbox
          label={REQUESTS_NEED_TABLE_LABEL}
          checked={form.needTable}
          onChange={set('needTable')}
        />
        <ClubScreenNote text={CLUB_SETTINGS_ON_CLUB_SCREEN} />
      </FormCard>

      <FormCard title={GUESTS_OWN_PAGE} description={GUESTS_OWN_PAGE_HINT}>
        <TextField
          label={REMINDER_TIME}
          type="time"
          hint={REMINDER_TIME_HINT}
          value={form.reminder}
          onChange={set('reminder')}
          error={errors.reminder_time}
        />
        <TextAreaField
          label={CANCELLATION_POLICY}
          hint={CANCELLATION_POLICY_HINT}
          value={form.policy}
          onChange={set('policy')}
          error={errors.cancellation_policy}
        />
      </FormCard>

      <SaveBar saving={save.isPending} />
    </form>
  )
}

// What the contact page says, as a reminder that it is text: the rules above are what count.
function ContactHoursNote() {
  const contact = useContact().data
  if (contact === undefined) return null
  const written =
    contactHours(contact)
      .map((line) => `${line.day}, ${line.time}`)
      .join('; ') || CONTACT_HOURS_NONE
  return (
    <p className="text-sm text-ink-muted">
      {contactHoursShown(`“${written}”`)}{' '}
      <Link
        to={paths.admin.contact.getHref()}
        className={`font-semibold underline underline-offset-4 ${FOCUS_RING}`}
      >
        {ADMIN_NAV_CONTACT_INFO}
      </Link>
    </p>
  )
}

function BlackoutDates() {
  const { data } = useBlackoutDates()
  const { close, reopen } = useChangeBlackout()
  const feedback = useSaveFeedback()
  const [night, setNight] = useState('')
  const [reason, setReason] = useState('')

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!night) return
    close.mutate(
      { night, reason },
      feedback.outcome(NIGHT_CLOSED, FAILED_TO_CLOSE_NIGHT, () => {
        setNight('')
        setReason('')
      }),
    )
  }

  return (
    <FormCard title={BLACKOUT_DATES} description={BLACKOUT_DATES_INTRO}>
      <form onSubmit={submit} className="grid gap-4 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
        <TextField
          label={BLACKOUT_NIGHT}
          type="date"
          required
          value={night}
          onChange={setNight}
          error={feedback.errors.night}
        />
        <TextField
          label={BLACKOUT_REASON}
          maxLength={200}
          value={reason}
          onChange={setReason}
          error={feedback.errors.reason}
        />
        <button type="submit" disabled={close.isPending} className={BUTTON_SECONDARY}>
          {CLOSE_NIGHT}
        </button>
      </form>
      {data && data.count === 0 ? (
        <p className="text-sm text-ink-muted">{BLACKOUT_DATES_EMPTY}</p>
      ) : null}
      <ul className="divide-y divide-line">
        {data?.data.map((item) => (
          <li key={item.date} className="flex items-center gap-4 py-3">
            <time dateTime={item.date} className="w-40 shrink-0 font-medium text-ink">
              {formatNightDate(item.date)}
            </time>
            <span className="min-w-0 flex-1 text-sm text-ink-muted">{item.reason}</span>
            <button
              type="button"
              aria-label={reopenNightLabel(formatNightDate(item.date))}
              disabled={reopen.isPending}
              onClick={() => {
                reopen.mutate(item.date, feedback.outcome(NIGHT_REOPENED, FAILED_TO_REOPEN_NIGHT))
              }}
              className={BUTTON_DANGER_ICON}
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
      </ul>
    </FormCard>
  )
}

// /admin/booking-rules.
export function BookingRulesPage() {
  return (
    <QueryPanel
      title={ADMIN_NAV_BOOKING_RULES}
      description={BOOKING_RULES_INTRO}
      query={useBookingRules()}
      failedMessage={FAILED_TO_LOAD_BOOKING_RULES}
    >
      {(rules) => <RulesScreen rules={rules} />}
    </QueryPanel>
  )
}

// The screen is laid out once what it shows is read (the packages, the closed nights, the contact
// hours): a part arriving later would push the rest down. A part that fails to load shows its own
// error where it goes.
function RulesScreen({ rules }: { rules: BookingRulesPublic }) {
  const reads = [packagesResource.useItems(), useBlackoutDates(), useContact()]
  if (reads.some((read) => read.isPending)) return <Spinner className="py-16" />
  return (
    <div className="space-y-6">
      <RulesEditor rules={rules} />
      <BlackoutDates />
    </div>
  )
}
