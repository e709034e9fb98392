import { OctagonAlert } from 'lucide-react'
import { useState, type ReactNode, type SubmitEvent } from 'react'

import { GuestTag } from '@/components/guest-badge'
import {
  Checkbox,
  FormCard,
  SaveBar,
  TextAreaField,
  TextField,
} from '@/components/ui/form-controls'
import { useSaveFeedback } from '@/hooks/use-feedback'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { formatDateTime } from '@/lib/format'
import { BLOCKED_TAG } from '@/lib/guests'
import { YES } from '@/messages-admin'

import type { GuestInput, GuestProfile } from '../api/get-guest'
import { useUpdateGuest } from '../api/guest-writes'
import {
  BLOCKED_REASON_HINT,
  CONSENT_SOURCE_HINT,
  consentGiven,
  FAILED_TO_SAVE_PROFILE,
  FIELD_BIRTHDAY,
  FIELD_BLOCKED_REASON,
  FIELD_CONSENT_SOURCE,
  FIELD_EMAIL,
  FIELD_MARKETING,
  FIELD_NAME,
  FIELD_NOTES,
  FIELD_PHONE,
  FIELD_PREFERENCES,
  FIELD_TAGS,
  MARKETING,
  NO_CONSENT,
  NOT_GIVEN,
  NOTES_HINT,
  PHONE_UNREADABLE,
  PHONE_UNREADABLE_HINT,
  PREFERENCES_HINT,
  PROFILE_HINT,
  PROFILE_SAVED,
  PROFILE_TITLE,
  SAVE_PROFILE,
  TAGS_HINT,
} from '../messages'
import { birthdayParts, formatBirthday } from '../utils/profile'
import { BirthdayField } from './birthday-field'
import { TagInput } from './tag-input'

// Server limits of the profile's texts (src/nocturne/guests/schemas.py).
const MAX_NAME = 200
const MAX_EMAIL = 320
const MAX_NOTES = 2000
const MAX_PREFERENCES = 500
const MAX_SOURCE = 200
const MAX_REASON = 500

type GuestForm = {
  name: string
  email: string
  phone: string
  tags: string[]
  notes: string
  preferences: string
  month: string
  day: string
  marketing: boolean
  consentSource: string
  blockedReason: string
}

function formOf(guest: GuestProfile): GuestForm {
  const { month, day } = birthdayParts(guest.birthday)
  return {
    name: guest.name,
    email: guest.email ?? '',
    phone: guest.phone ?? '',
    tags: [...guest.tags],
    notes: guest.notes ?? '',
    preferences: guest.preferences ?? '',
    month,
    day,
    marketing: guest.marketing_consent,
    consentSource: guest.consent_source ?? '',
    blockedReason: guest.blocked_reason ?? '',
  }
}

const blankToNull = (value: string) => value.trim() || null
const sameForm = (a: GuestForm, b: GuestForm) => JSON.stringify(a) === JSON.stringify(b)

// Every field is written, blanks as null. A birthday with only its month or its day is sent as
// it is, for the server to say what is missing.
function bodyOf(form: GuestForm): GuestInput {
  const birthday = form.month || form.day ? `${form.month}-${form.day}` : null
  return {
    name: form.name.trim(),
    email: blankToNull(form.email),
    phone: blankToNull(form.phone),
    tags: form.tags,
    notes: blankToNull(form.notes),
    preferences: blankToNull(form.preferences),
    birthday,
    marketing_consent: form.marketing,
    consent_source: blankToNull(form.consentSource),
    // The reason goes with the tag: a guest no longer Blocked keeps none.
    blocked_reason: form.tags.includes(BLOCKED_TAG) ? blankToNull(form.blockedReason) : null,
  }
}

function UnreadableFlag() {
  return (
    <span
      title={PHONE_UNREADABLE_HINT}
      className="inline-flex items-center gap-1 rounded-full bg-amber-500/15 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:text-amber-200"
    >
      <OctagonAlert aria-hidden="true" className="size-3" />
      {PHONE_UNREADABLE}
    </span>
  )
}

type GuestEditorProps = {
  guest: GuestProfile
  // The club's tags, the usual ones first, offered as one tap each.
  offered: readonly string[]
}

// The profile as owners and managers write it: contact, tags, why a Blocked guest is not
// welcome, notes, preferences, birthday and marketing consent. The server's message for a field
// stands under it (an address another profile has, say). A change made elsewhere (a merge,
// another screen) is taken in while nothing is changed here; leaving with changes asks first.
export function GuestEditor({ guest, offered }: GuestEditorProps) {
  const update = useUpdateGuest()
  const feedback = useSaveFeedback()
  const { errors } = feedback
  const current = formOf(guest)
  const [form, setForm] = useState(current)
  const [base, setBase] = useState(current)
  if (!sameForm(current, base)) {
    setBase(current)
    if (sameForm(form, base)) setForm(current)
  }
  const dirty = !sameForm(form, base)
  const unsavedDialog = useUnsavedChanges(dirty)

  const set =
    <Key extends keyof GuestForm>(key: Key) =>
    (value: GuestForm[Key]) => {
      setForm((now) => ({ ...now, [key]: value }))
    }
  const text = (key: 'name' | 'email' | 'phone' | 'notes' | 'preferences') => ({
    value: form[key],
    onChange: set(key),
    error: errors[key],
  })
  const blocked = form.tags.includes(BLOCKED_TAG)
  const phoneFlag = guest.phone_unreadable && form.phone === (guest.phone ?? '')

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    update.mutate(
      { guestId: guest.id, body: bodyOf(form) },
      feedback.outcome(PROFILE_SAVED, FAILED_TO_SAVE_PROFILE, (saved: GuestProfile) => {
        // The server's spelling of what was typed (an address in lower case, a tag's own case).
        const kept = formOf(saved)
        setBase(kept)
        setForm(kept)
      }),
    )
  }

  return (
    <form noValidate onSubmit={submit} aria-label={PROFILE_TITLE}>
      <FormCard title={PROFILE_TITLE} description={PROFILE_HINT}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={FIELD_NAME}
            required
            maxLength={MAX_NAME}
            autoComplete="off"
            {...text('name')}
            className="sm:col-span-2"
          />
          <TextField
            label={FIELD_EMAIL}
            type="email"
            maxLength={MAX_EMAIL}
            autoComplete="off"
            {...text('email')}
          />
          <div>
            <TextField
              label={FIELD_PHONE}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              {...text('phone')}
              hint={phoneFlag ? PHONE_UNREADABLE_HINT : undefined}
            />
            {phoneFlag ? (
              <div className="mt-1.5">
                <UnreadableFlag />
              </div>
            ) : null}
          </div>
          <div className="sm:col-span-2">
            <TagInput
              label={FIELD_TAGS}
              hint={TAGS_HINT}
              error={errors.tags}
              tags={form.tags}
              offered={offered}
              onChange={set('tags')}
            />
          </div>
          {blocked ? (
            <TextAreaField
              label={FIELD_BLOCKED_REASON}
              hint={BLOCKED_REASON_HINT}
              rows={2}
              maxLength={MAX_REASON}
              value={form.blockedReason}
              onChange={set('blockedReason')}
              error={errors.blocked_reason}
              className="sm:col-span-2"
            />
          ) : null}
          <TextAreaField
            label={FIELD_NOTES}
            hint={NOTES_HINT}
            rows={4}
            maxLength={MAX_NOTES}
            {...text('notes')}
            className="sm:col-span-2"
          />
          <TextAreaField
            label={FIELD_PREFERENCES}
            hint={PREFERENCES_HINT}
            rows={2}
            maxLength={MAX_PREFERENCES}
            {...text('preferences')}
            className="sm:col-span-2"
          />
          <BirthdayField
            month={form.month}
            day={form.day}
            error={errors.birthday}
            onChange={(month, day) => {
              setForm((now) => ({ ...now, month, day }))
            }}
          />
          <div className="space-y-3">
            <p className="text-sm font-medium text-ink">{MARKETING}</p>
            <Checkbox
              label={FIELD_MARKETING}
              checked={form.marketing}
              onChange={set('marketing')}
            />
            {form.marketing && guest.marketing_consent && guest.consent_at ? (
              <p className="text-xs text-ink-muted">
                {consentGiven(formatDateTime(guest.consent_at))}
              </p>
            ) : null}
            {errors.marketing_consent ? (
              <p className="text-sm text-red-700 dark:text-red-300">{errors.marketing_consent}</p>
            ) : null}
          </div>
          {form.marketing ? (
            <TextField
              label={FIELD_CONSENT_SOURCE}
              hint={CONSENT_SOURCE_HINT}
              maxLength={MAX_SOURCE}
              value={form.consentSource}
              onChange={set('consentSource')}
              error={errors.consent_source}
              className="sm:col-span-2"
            />
          ) : null}
        </div>
        <SaveBar saving={update.isPending}>{SAVE_PROFILE}</SaveBar>
      </FormCard>
      {unsavedDialog}
    </form>
  )
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-widest text-ink-muted uppercase">{term}</dt>
      <dd className="mt-1 text-sm wrap-anywhere whitespace-pre-line text-ink">{children}</dd>
    </div>
  )
}

// The profile for those who read it only (a host, or a profile merged into another).
export function GuestDetails({ guest }: { guest: GuestProfile }) {
  return (
    <FormCard title={PROFILE_TITLE} description={PROFILE_HINT}>
      <dl className="grid gap-5 sm:grid-cols-2">
        <Detail term={FIELD_EMAIL}>{guest.email ?? NOT_GIVEN}</Detail>
        <Detail term={FIELD_PHONE}>
          <span className="flex flex-wrap items-center gap-2">
            {guest.phone ?? NOT_GIVEN}
            {guest.phone && guest.phone_unreadable ? <UnreadableFlag /> : null}
          </span>
        </Detail>
        <Detail term={FIELD_TAGS}>
          {guest.tags.length > 0 ? (
            <span className="flex flex-wrap gap-1.5">
              {guest.tags.map((tag) => (
                <GuestTag key={tag} tag={tag} />
              ))}
            </span>
          ) : (
            NOT_GIVEN
          )}
        </Detail>
        <Detail term={FIELD_BIRTHDAY}>
          {guest.birthday ? formatBirthday(guest.birthday) : NOT_GIVEN}
        </Detail>
        <Detail term={FIELD_NOTES}>{guest.notes ?? NOT_GIVEN}</Detail>
        <Detail term={FIELD_PREFERENCES}>{guest.preferences ?? NOT_GIVEN}</Detail>
        <Detail term={MARKETING}>
          {guest.marketing_consent
            ? [
                YES,
                guest.consent_source,
                guest.consent_at ? consentGiven(formatDateTime(guest.consent_at)) : null,
              ]
                .filter(Boolean)
                .join(' · ')
            : NO_CONSENT}
        </Detail>
      </dl>
    </FormCard>
  )
}
