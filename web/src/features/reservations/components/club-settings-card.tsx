import { useEffect, useId, useMemo, useRef, useState, type SubmitEvent } from 'react'
import { useLocation } from 'react-router'

import {
  CLUB_SETTINGS,
  CLUB_SETTINGS_INTRO,
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
} from '@/messages-admin'

import { FormCard, SaveBar, TextAreaField, TextField } from '@/components/ui/form-controls'
import { QueryState } from '@/components/ui/query-state'
import { useSaveFeedback } from '@/hooks/use-feedback'
import { useClubSettings, useSaveClubSettings, type ClubSettingsPublic } from '../api/club-settings'
import { addressLines, timeIn, timeZoneNames } from '../utils/club-settings'
import { CLUB_SETTINGS_ANCHOR } from './nobody-notified'

type ClubForm = { timeZone: string; emails: string }

// What a save would keep: the saved values, or those in force while nothing is saved. Where the
// environment wins, its value is said above the field, so a save does not quietly copy it.
function toForm(settings: ClubSettingsPublic): ClubForm {
  return {
    timeZone: settings.time_zone ?? settings.time_zone_in_force,
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
      { time_zone: form.timeZone.trim(), notification_emails: addressLines(form.emails) },
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
        <SaveBar saving={save.isPending}>{SAVE_CLUB_SETTINGS}</SaveBar>
      </FormCard>
    </form>
  )
}

// The club's time zone and the staff told of new requests, saved on their own.
export function ClubSettingsCard() {
  return (
    <QueryState query={useClubSettings()} failedMessage={FAILED_TO_LOAD_CLUB_SETTINGS}>
      {(settings) => <ClubSettingsForm settings={settings} />}
    </QueryState>
  )
}
