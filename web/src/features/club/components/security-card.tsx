import { useState, type SubmitEvent } from 'react'

import { ROLES } from '@/lib/api/rules'
import type { Role } from '@/lib/roles'
import {
  FAILED_TO_LOAD_SECURITY_SETTINGS,
  FAILED_TO_SAVE_SECURITY_SETTINGS,
  REQUIRE_TWO_FACTOR_FOR,
  ROLE_PLURAL_LABELS,
  SAVE_SECURITY_SETTINGS,
  SECURITY_INTRO,
  SECURITY_SETTINGS_SAVED,
  SECURITY_TITLE,
} from '../messages'

import { Checkbox, FormCard, SaveBar } from '@/components/ui/form-controls'
import { QueryState } from '@/components/ui/query-state'
import { useSaveFeedback } from '@/hooks/use-feedback'
import {
  useSaveSecuritySettings,
  useSecuritySettings,
  type SecuritySettings,
} from '../api/security-settings'

function SecurityForm({ settings }: { settings: SecuritySettings }) {
  const [roles, setRoles] = useState<readonly Role[]>(settings.two_factor_roles)
  const save = useSaveSecuritySettings()
  const feedback = useSaveFeedback()

  function toggle(role: Role, checked: boolean) {
    setRoles((current) =>
      checked ? [...current, role] : current.filter((value) => value !== role),
    )
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    save.mutate(
      // In the roles' own order, whatever order they were ticked in.
      { two_factor_roles: ROLES.filter((role) => roles.includes(role)) },
      feedback.outcome(
        SECURITY_SETTINGS_SAVED,
        FAILED_TO_SAVE_SECURITY_SETTINGS,
        (saved: SecuritySettings) => {
          setRoles(saved.two_factor_roles)
        },
      ),
    )
  }

  return (
    <form onSubmit={submit}>
      <FormCard title={SECURITY_TITLE} description={SECURITY_INTRO}>
        <fieldset>
          <legend className="mb-3 text-sm font-medium text-ink">{REQUIRE_TWO_FACTOR_FOR}</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-3">
            {ROLES.map((role) => (
              <Checkbox
                key={role}
                label={ROLE_PLURAL_LABELS[role]}
                checked={roles.includes(role)}
                onChange={(checked) => {
                  toggle(role, checked)
                }}
              />
            ))}
          </div>
        </fieldset>
        <SaveBar saving={save.isPending}>{SAVE_SECURITY_SETTINGS}</SaveBar>
      </FormCard>
    </form>
  )
}

// The owners' choice of the roles that must sign in with a second factor.
export function SecurityCard() {
  return (
    <QueryState query={useSecuritySettings()} failedMessage={FAILED_TO_LOAD_SECURITY_SETTINGS}>
      {(settings) => <SecurityForm settings={settings} />}
    </QueryState>
  )
}
