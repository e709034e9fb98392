import { Copy, Download, ExternalLink, ShieldCheck } from 'lucide-react'
import { useEffect, useId, useState, type SubmitEvent } from 'react'

import { Notice } from '@/components/notice'
import { useToast } from '@/components/use-toast'
import { useAuthStore } from '@/lib/auth'
import { NO, AUTHENTICATION_CODE_LABEL, YES } from '@/messages-admin'
import {
  CANCEL_SETUP,
  COPY_SECRET,
  CURRENT_PASSWORD_LABEL,
  DOWNLOAD,
  FAILED_TO_LOAD_TWO_FACTOR,
  FAILED_TO_SET_UP_TWO_FACTOR,
  FAILED_TO_TURN_OFF_TWO_FACTOR,
  OPEN_IN_AUTHENTICATOR,
  RECOVERY_CODES_DONE,
  RECOVERY_CODES_FILE,
  RECOVERY_CODES_LEFT,
  RECOVERY_CODES_NOTE,
  RECOVERY_CODES_TITLE,
  SECRET_COPIED,
  SET_UP_TWO_FACTOR,
  TURN_OFF,
  TURN_ON,
  TWO_FACTOR_CANNOT_TURN_OFF,
  TWO_FACTOR_OFF,
  TWO_FACTOR_OFF_HINT,
  TWO_FACTOR_ON,
  TWO_FACTOR_REQUIRED_BY_ROLE,
  TWO_FACTOR_SECRET,
  TWO_FACTOR_SECTION,
  TWO_FACTOR_SECTION_INTRO,
  TWO_FACTOR_SET_UP_HERE,
  TWO_FACTOR_SETUP_STEPS,
  TWO_FACTOR_STATUS,
  TWO_FACTOR_TURNED_OFF,
} from '../messages'

import {
  BUTTON_PRIMARY,
  BUTTON_SECONDARY,
  FormCard,
  SubmitButton,
  TextField,
} from '@/components/ui/form-controls'
import { QueryState } from '@/components/ui/query-state'
import { saveFile } from '@/lib/admin-api/export-csv'
import {
  useDisableTwoFactor,
  useEnableTwoFactor,
  useSetUpTwoFactor,
  useTwoFactorStatus,
  type TwoFactorPublic,
  type TwoFactorSetupPublic,
} from '../api/profile'
import { useOutcome } from '../hooks/use-outcome'
import { OtpauthQrCode } from './otpauth-qr-code'
import { groupsOfFour, recoveryCodesFile } from '../utils/secret'

const CODE_FIELDS = ['code', 'current_password'] as const

function StatusList({ status }: { status: TwoFactorPublic }) {
  const rows: [string, string][] = [
    [TWO_FACTOR_STATUS, status.enabled ? TWO_FACTOR_ON : TWO_FACTOR_OFF],
    [TWO_FACTOR_REQUIRED_BY_ROLE, status.required ? YES : NO],
  ]
  if (status.enabled) rows.push([RECOVERY_CODES_LEFT, String(status.recovery_codes_left)])
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-ink-muted">{term}</dt>
          <dd className="font-medium text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

// The account's password: a change to how it signs in asks for it, not only for a session.
function CurrentPasswordField({
  value,
  onChange,
  error,
}: {
  value: string
  onChange: (value: string) => void
  error: string | undefined
}) {
  return (
    <TextField
      label={CURRENT_PASSWORD_LABEL}
      type="password"
      autoComplete="current-password"
      required
      value={value}
      onChange={onChange}
      error={error}
    />
  )
}

// The authenticator's code, as the forms that turn it on and off ask for it (turning it off
// asks for the password too).
function CodeForm({
  numeric = false,
  askPassword = false,
  hint,
  submitLabel,
  saving,
  onSubmit,
  outcome,
}: {
  // Only the app's six digits (a recovery code has letters).
  numeric?: boolean
  askPassword?: boolean
  hint?: string
  submitLabel: string
  saving: boolean
  onSubmit: (code: string, password: string) => void
  outcome: ReturnType<typeof useOutcome>
}) {
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    outcome.clear()
    onSubmit(code.trim(), password)
  }
  return (
    <form onSubmit={submit} className="space-y-4">
      {outcome.message ? <Notice tone={outcome.tone}>{outcome.message}</Notice> : null}
      {askPassword ? (
        <CurrentPasswordField
          value={password}
          onChange={setPassword}
          error={outcome.fields.current_password}
        />
      ) : null}
      <TextField
        label={AUTHENTICATION_CODE_LABEL}
        inputMode={numeric ? 'numeric' : undefined}
        autoComplete="one-time-code"
        spellCheck={false}
        required
        hint={hint}
        value={code}
        onChange={setCode}
        error={outcome.fields.code}
      />
      <SubmitButton saving={saving}>{submitLabel}</SubmitButton>
    </form>
  )
}

// The new secret for the app, then its first code.
function SetupForm({
  setup,
  onEnable,
  enabling,
  outcome,
  onCancel,
}: {
  setup: TwoFactorSetupPublic
  onEnable: (code: string, password: string) => void
  enabling: boolean
  outcome: ReturnType<typeof useOutcome>
  onCancel: () => void
}) {
  const toast = useToast()
  const labelId = useId()
  async function copy() {
    try {
      await navigator.clipboard.writeText(setup.secret)
      toast.success(SECRET_COPIED)
    } catch {
      // No clipboard here (a page not served securely): the key stays on screen to select.
    }
  }
  return (
    <div className="space-y-5 rounded-xl border border-line bg-canvas p-4 sm:p-5">
      <p className="text-sm text-ink-muted">{TWO_FACTOR_SETUP_STEPS}</p>
      {/* A phone opens the link; a computer's screen puts the code first, for the phone's camera. */}
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <div className="order-last shrink-0 sm:order-first">
          <OtpauthQrCode uri={setup.otpauth_uri} />
        </div>
        <div className="min-w-0 space-y-4">
          <div>
            <p id={labelId} className="mb-1.5 text-sm font-medium text-ink">
              {TWO_FACTOR_SECRET}
            </p>
            <div className="flex flex-wrap items-center gap-3">
              <code
                aria-labelledby={labelId}
                data-testid="two-factor-secret"
                data-secret={setup.secret}
                className="rounded-lg border border-line bg-surface px-3 py-2 font-mono text-base tracking-wider break-all text-ink select-all"
              >
                {groupsOfFour(setup.secret)}
              </code>
              <button
                type="button"
                onClick={() => {
                  void copy()
                }}
                className={BUTTON_SECONDARY}
              >
                <Copy aria-hidden="true" className="size-4" />
                {COPY_SECRET}
              </button>
            </div>
          </div>
          <a href={setup.otpauth_uri} className={`${BUTTON_SECONDARY} w-fit`}>
            <ExternalLink aria-hidden="true" className="size-4" />
            {OPEN_IN_AUTHENTICATOR}
          </a>
        </div>
      </div>
      <CodeForm
        numeric
        submitLabel={TURN_ON}
        saving={enabling}
        onSubmit={onEnable}
        outcome={outcome}
      />
      <button type="button" onClick={onCancel} className={BUTTON_SECONDARY}>
        {CANCEL_SETUP}
      </button>
    </div>
  )
}

// The ten recovery codes, shown once, right after two-factor sign-in is turned on.
function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const titleId = useId()
  function download() {
    saveFile({ blob: recoveryCodesFile(codes), filename: RECOVERY_CODES_FILE })
  }
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-4 rounded-xl border border-accent/50 bg-accent/5 p-4 sm:p-5"
    >
      <h3 id={titleId} className="flex items-center gap-2 text-lg font-semibold text-ink">
        <ShieldCheck aria-hidden="true" className="size-5 text-accent" />
        {RECOVERY_CODES_TITLE}
      </h3>
      <p className="text-sm text-ink">{RECOVERY_CODES_NOTE}</p>
      <ol
        aria-labelledby={titleId}
        className="grid grid-cols-2 gap-2 font-mono text-sm text-ink select-all sm:grid-cols-5"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={download} className={BUTTON_PRIMARY}>
          <Download aria-hidden="true" className="size-4" />
          {DOWNLOAD}
        </button>
        <button type="button" onClick={onDone} className={BUTTON_SECONDARY}>
          {RECOVERY_CODES_DONE}
        </button>
      </div>
    </section>
  )
}

function TwoFactorBody({ status }: { status: TwoFactorPublic }) {
  const store = useAuthStore()
  const toast = useToast()
  const setUp = useSetUpTwoFactor()
  const enable = useEnableTwoFactor()
  const disable = useDisableTwoFactor()
  const enableOutcome = useOutcome(CODE_FIELDS)
  const disableOutcome = useOutcome(CODE_FIELDS)
  const setUpOutcome = useOutcome(CODE_FIELDS)
  // Asked once, when setting up, and sent again with the first code.
  const [password, setPassword] = useState('')
  const settled = status.enabled || !status.required

  // Nothing (any more) keeps the staff screens closed.
  useEffect(() => {
    if (settled) store.setTwoFactorSetupNeeded(false)
  }, [settled, store])

  function startSetUp(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    setUpOutcome.clear()
    setUp.mutate(password, {
      onError: (error) => {
        setUpOutcome.failed(error, FAILED_TO_SET_UP_TWO_FACTOR)
      },
    })
  }

  function turnOn(code: string) {
    enable.mutate(
      { code, current_password: password },
      {
        onSuccess: () => {
          setUp.reset()
          setPassword('')
        },
        onError: (error) => {
          enableOutcome.failed(error, FAILED_TO_SET_UP_TWO_FACTOR)
        },
      },
    )
  }

  function turnOff(code: string, currentPassword: string) {
    disable.mutate(
      { code, current_password: currentPassword },
      {
        onSuccess: () => {
          toast.success(TWO_FACTOR_TURNED_OFF)
        },
        onError: (error) => {
          disableOutcome.failed(error, FAILED_TO_TURN_OFF_TWO_FACTOR)
        },
      },
    )
  }

  let action
  if (status.enabled) {
    action = status.required ? (
      <p className="text-sm text-ink-muted">{TWO_FACTOR_CANNOT_TURN_OFF}</p>
    ) : (
      <CodeForm
        askPassword
        hint={TWO_FACTOR_OFF_HINT}
        submitLabel={TURN_OFF}
        saving={disable.isPending}
        onSubmit={turnOff}
        outcome={disableOutcome}
      />
    )
  } else if (setUp.data) {
    action = (
      <SetupForm
        setup={setUp.data}
        onEnable={turnOn}
        enabling={enable.isPending}
        outcome={enableOutcome}
        onCancel={() => {
          setUp.reset()
          setPassword('')
          enableOutcome.clear()
        }}
      />
    )
  } else {
    action = (
      <form onSubmit={startSetUp} className="space-y-4">
        {setUpOutcome.message ? (
          <Notice tone={setUpOutcome.tone}>{setUpOutcome.message}</Notice>
        ) : null}
        <CurrentPasswordField
          value={password}
          onChange={setPassword}
          error={setUpOutcome.fields.current_password}
        />
        <button type="submit" disabled={setUp.isPending} className={BUTTON_PRIMARY}>
          {SET_UP_TWO_FACTOR}
        </button>
      </form>
    )
  }

  return (
    <>
      {status.required && !status.enabled ? (
        <Notice tone="info">{TWO_FACTOR_SET_UP_HERE}</Notice>
      ) : null}
      <StatusList status={status} />
      {enable.data ? (
        <RecoveryCodes
          codes={enable.data.recovery_codes}
          onDone={() => {
            enable.reset()
          }}
        />
      ) : null}
      {action}
    </>
  )
}

// Whether the account signs in with a second factor: set up, turned on, turned off.
export function TwoFactorCard() {
  return (
    <FormCard title={TWO_FACTOR_SECTION} description={TWO_FACTOR_SECTION_INTRO}>
      <QueryState query={useTwoFactorStatus()} failedMessage={FAILED_TO_LOAD_TWO_FACTOR}>
        {(status) => <TwoFactorBody status={status} />}
      </QueryState>
    </FormCard>
  )
}
