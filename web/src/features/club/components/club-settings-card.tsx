import { useEffect, useId, useMemo, useRef, useState, type SubmitEvent } from 'react'
import { useLocation } from 'react-router'

import { COUNTRIES, CURRENCIES } from '@/lib/api/rules-staff'
import { useCan } from '@/lib/roles'
import {
  CLUB_COUNTRY,
  CLUB_COUNTRY_HINT,
  CLUB_CURRENCY,
  CLUB_CURRENCY_HINT,
  CLUB_SETTINGS,
  CLUB_SETTINGS_INTRO,
  CLUB_SETTINGS_OWNERS_ONLY,
  CLUB_SETTINGS_SAVED,
  CLUB_TIME_ZONE,
  clubTimeZoneHint,
  FAILED_TO_LOAD_CLUB_SETTINGS,
  FAILED_TO_SAVE_CLUB_SETTINGS,
  NO_NOTIFICATION_EMAILS,
  SAVE_CLUB_SETTINGS,
  setByEnvironment,
  STAFF_NOTIFICATION_EMAILS,
  STAFF_NOTIFICATION_EMAILS_HINT,
} from '../messages'

import { CLUB_SETTINGS_ANCHOR } from '@/components/nobody-notified'
import { Notice } from '@/components/notice'
import {
  FormCard,
  SaveBar,
  SelectField,
  TextAreaField,
  TextField,
} from '@/components/ui/form-controls'
import { QueryState } from '@/components/ui/query-state'
import { useSaveFeedback } from '@/hooks/use-feedback'
import {
  useClubSettings,
  useSaveClubSettings,
  type ClubSettingsPublic,
} from '@/lib/admin-api/club-settings'
import { addressLines, codeOptions, timeIn, timeZoneNames } from '../utils/club-settings'

type ClubForm = { timeZone: string; currency: string; country: string; emails: string }

// What a save would keep: the saved values, or those in force while nothing is saved. Where the
// environment wins, its value is said above the field, so a save does not quietly copy it.
function toForm(settings: ClubSettingsPublic): ClubForm {
  return {
    timeZone: settings.time_zone ?? settings.time_zone_in_force,
    currency: settings.currency,
    country: settings.country,
    emails: (settings.notification_emails ?? settings.notification_emails_in_force).join('\n'),
  }
}

function EnvironmentNotice({ variable, value }: { variable: string; value: string }) {
  return (
    <p className="rounded-lg border border-dashed border-accent/60 bg-accent/5 px-3 py-2 text-sm text-ink">
      {setByEnvironment(variable, value)}
    </p>
  )
}

function ClubSettingsForm({ settings }: { settings: ClubSettingsPublic }) {
  const [form, setForm] = useState(() => toForm(settings))
  const zones = useMemo(() => timeZoneNames(), [])
  const zonesId = useId()
  const currencies = useMemo(
    () => codeOptions(CURRENCIES, 'currency', settings.currency),
    [settings.currency],
  )
  const countries = useMemo(
    () => codeOptions(COUNTRIES, 'region', settings.country),
    [settings.country],
  )
  // Managers read the settings; only owners save them (the server's rule, rules.ts).
  const editable = useCan()('update_club_settings')
  const save = useSaveClubSettings()
  const feedback = useSaveFeedback()
  const { errors } = feedback
  const addresses = useRef<HTMLDivElement>(null)
  const { hash } = useLocation()

  // Reached from "Add an address" (…#club-settings): the list is brought into view, ready to
  // type in, once it is on the screen (a client-side link does not scroll to its anchor).
  useEffect(() => {
    if (hash !== `#${CLUB_SETTINGS_ANCHOR}`) return
    const field = addresses.current?.querySelector('textarea')
    field?.scrollIntoView({ block: 'center' })
    field?.focus({ preventScroll: true })
  }, [hash])

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    save.mutate(
      {
        time_zone: form.timeZone.trim(),
        currency: form.currency,
        country: form.country,
        notification_emails: addressLines(form.emails),
      },
      // The server's answer (addresses cleaned, duplicates dropped) is what the form shows next.
      feedback.outcome(
        CLUB_SETTINGS_SAVED,
        FAILED_TO_SAVE_CLUB_SETTINGS,
        (saved: ClubSettingsPublic) => {
          setForm(toForm(saved))
        },
      ),
    )
  }

  const inForceEmails = settings.notification_emails_in_force.join(', ') || NO_NOTIFICATION_EMAILS
  return (
    <form noValidate onSubmit={submit}>
      <FormCard title={CLUB_SETTINGS} description={CLUB_SETTINGS_INTRO}>
        {editable ? null : <Notice tone="info">{CLUB_SETTINGS_OWNERS_ONLY}</Notice>}
        {/* Disabled as a whole for those who may only read it. */}
        <fieldset disabled={!editable} className="min-w-0 space-y-5">
          <div className="space-y-2">
            {settings.time_zone_from_environment ? (
              <EnvironmentNotice variable="NOCTURNE_TIMEZONE" value={settings.time_zone_in_force} />
            ) : null}
            <TextField
              label={CLUB_TIME_ZONE}
              list={zonesId}
              autoComplete="off"
              spellCheck={false}
              value={form.timeZone}
              onChange={(timeZone) => {
                setForm((current) => ({ ...current, timeZone }))
              }}
              hint={clubTimeZoneHint(timeIn(form.timeZone))}
              error={errors.time_zone}
            />
            <datalist id={zonesId}>
              {zones.map((zone) => (
                <option key={zone} value={zone} />
              ))}
            </datalist>
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              label={CLUB_CURRENCY}
              options={currencies}
              value={form.currency}
              onChange={(currency) => {
                setForm((current) => ({ ...current, currency }))
              }}
              hint={CLUB_CURRENCY_HINT}
              error={errors.currency}
            />
            <SelectField
              label={CLUB_COUNTRY}
              options={countries}
              value={form.country}
              onChange={(country) => {
                setForm((current) => ({ ...current, country }))
              }}
              hint={CLUB_COUNTRY_HINT}
              error={errors.country}
            />
          </div>
          <div ref={addresses} className="space-y-2">
            {settings.notification_emails_from_environment ? (
              <EnvironmentNotice
                variable="NOCTURNE_STAFF_NOTIFICATION_EMAILS"
                value={inForceEmails}
              />
            ) : null}
            <TextAreaField
              label={STAFF_NOTIFICATION_EMAILS}
              rows={4}
              autoComplete="off"
              spellCheck={false}
              placeholder="manager@example.com"
              value={form.emails}
              onChange={(emails) => {
                setForm((current) => ({ ...current, emails }))
              }}
              hint={STAFF_NOTIFICATION_EMAILS_HINT}
              error={errors.notification_emails}
            />
          </div>
        </fieldset>
        {editable ? <SaveBar saving={save.isPending}>{SAVE_CLUB_SETTINGS}</SaveBar> : null}
      </FormCard>
    </form>
  )
}

// The club's time zone, currency and country and the staff told of new requests, saved together.
export function ClubSettingsCard() {
  return (
    <QueryState query={useClubSettings()} failedMessage={FAILED_TO_LOAD_CLUB_SETTINGS}>
      {(settings) => <ClubSettingsForm settings={settings} />}
    </QueryState>
  )
}
