import { useEffect, useId, useState, type SubmitEvent } from 'react'
import { Navigate, useSearchParams } from 'react-router'

import { Notice } from '@/components/notice'
import { Spinner } from '@/components/spinner'
import { StandaloneTitle } from '@/components/standalone-page'
import { paths } from '@/config/paths'
import { ApiError } from '@/lib/api-client'
import { LOGIN_PAGE_ERRORS } from '@/lib/api/rules'
import { useAuth, useAuthStore } from '@/lib/auth'
import { TWO_FACTOR_INVALID_CODE, TWO_FACTOR_REQUIRED_CODE } from '@/lib/auth-store'
import {
  AUTHENTICATION_CODE_LABEL,
  EMAIL_LABEL,
  LOGIN_TITLE,
  PASSWORDS_DO_NOT_MATCH,
  RESET_PASSWORD_TITLE,
} from '@/messages-admin'
import {
  BACK_TO_SIGN_IN,
  CHECK_EMAIL_FOR_VERIFICATION,
  EMAIL_CONFIRMED_AWAITING_APPROVAL,
  FORGOT_PASSWORD,
  PASSWORD_LABEL,
  RESET_PASSWORD_HINT,
  SEND_RESET_LINK,
  SIGNUP_TITLE,
  SIGN_IN,
  SIGN_UP,
  SWITCH_TO_SIGN_IN,
  SWITCH_TO_SIGN_UP,
  VERIFY,
} from '../messages'

import { requestPasswordReset } from '../api/password-reset'
import { authErrorMessage } from '../utils/auth-error-message'
import { RESET_VIEW, VIEW_PARAM } from '../utils/reset-view'
import { AuthPage } from './auth-page'
import { AuthField, ConfirmPasswordField, QUIET_BUTTON, SubmitButton } from './auth-form'
import { EMAIL_CONFIRMED_PARAM } from './require-auth'

// Sign in, sign up, or ask for a link to set a new password (a forgotten one). 'two-factor' is the
// sign-in's second step, for an account with two-factor sign-in on: the address and password
// typed are kept and sent again with the authenticator's code.
type Mode = 'sign-in' | 'sign-up' | 'reset' | 'two-factor'

const TITLES: Record<Mode, string> = {
  'sign-in': LOGIN_TITLE,
  'sign-up': SIGNUP_TITLE,
  reset: RESET_PASSWORD_TITLE,
  'two-factor': LOGIN_TITLE,
}
const SUBMITS: Record<Mode, string> = {
  'sign-in': SIGN_IN,
  'sign-up': SIGN_UP,
  reset: SEND_RESET_LINK,
  'two-factor': VERIFY,
}

const refusedWith = (error: unknown, code: string) =>
  error instanceof ApiError && error.code === code

// Flags a link may put in the address, read once and then dropped from it.
const ONCE_PARAMS = [EMAIL_CONFIRMED_PARAM, VIEW_PARAM]

type LoginPageProps = { clubName?: string }

// /admin/login: sign in, sign up for an account an administrator approves, or ask for a link to
// set a new password.
export function LoginPage({ clubName }: LoginPageProps) {
  const auth = useAuth()
  if (auth.status === 'loading') return <Spinner className="min-h-svh bg-canvas" />
  if (auth.status === 'signed-in') return <Navigate to={paths.admin.root.getHref()} replace />
  return (
    <AuthPage clubName={clubName}>
      <LoginForm endedSessionReason={auth.status === 'signed-out' ? auth.reason : undefined} />
    </AuthPage>
  )
}

// Only the server's own codes are shown: a link cannot make this page say a text of its choosing.
function loginPageError(code: string | null): string | null {
  return code !== null && Object.hasOwn(LOGIN_PAGE_ERRORS, code)
    ? LOGIN_PAGE_ERRORS[code as keyof typeof LOGIN_PAGE_ERRORS]
    : null
}

function LoginForm({ endedSessionReason }: { endedSessionReason?: string }) {
  const store = useAuthStore()
  const [searchParams, setSearchParams] = useSearchParams()
  const id = useId()
  // A dead new-password link sends the visitor here with ?view=reset, to ask for another.
  const [mode, setMode] = useState<Mode>(() =>
    searchParams.get(VIEW_PARAM) === RESET_VIEW ? 'reset' : 'sign-in',
  )
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [confirmPassword, setConfirmPassword] = useState('')
  const [code, setCode] = useState('')
  // The server's words asking for the code.
  const [codeHint, setCodeHint] = useState('')
  const [busy, setBusy] = useState(false)
  // A bad verification link lands here with ?error=<code>; an ended session says why.
  const [error, setError] = useState<string | null>(
    () => loginPageError(searchParams.get('error')) ?? endedSessionReason ?? null,
  )
  // The verification link's flag: the address is confirmed, an administrator's approval is next.
  const [notice, setNotice] = useState<string | null>(() =>
    searchParams.has(EMAIL_CONFIRMED_PARAM) ? EMAIL_CONFIRMED_AWAITING_APPROVAL : null,
  )
  // Said once: the flags leave the address, so a reload or a bookmark does not repeat them.
  useEffect(() => {
    if (!ONCE_PARAMS.some((name) => searchParams.has(name))) return
    const rest = new URLSearchParams(searchParams)
    for (const name of ONCE_PARAMS) rest.delete(name)
    setSearchParams(rest, { replace: true })
  }, [searchParams, setSearchParams])
  const signingUp = mode === 'sign-up'
  const resetting = mode === 'reset'
  const verifying = mode === 'two-factor'

  function switchMode(next: Mode) {
    setMode(next)
    // The reset view asks for the address only: no password is left typed behind it.
    if (next === 'reset') setPassword('')
    setConfirmPassword('')
    setCode('')
    setError(null)
    setNotice(null)
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    setError(null)
    setNotice(null)
    if (signingUp && password !== confirmPassword) {
      setError(PASSWORDS_DO_NOT_MATCH)
      return
    }
    setBusy(true)
    try {
      if (resetting) {
        // The same answer whether or not the address has an account.
        setNotice(await requestPasswordReset(email))
      } else if (signingUp) {
        await store.signUp({ email, password })
        // Next comes the mailed link, then signing in: the form is ready for that.
        setMode('sign-in')
        setPassword('')
        setConfirmPassword('')
        setNotice(CHECK_EMAIL_FOR_VERIFICATION)
      } else {
        // Once signed in, LoginPage sends the visitor on to /admin.
        await store.signIn(verifying ? { email, password, code } : { email, password })
      }
    } catch (caught) {
      if (refusedWith(caught, TWO_FACTOR_REQUIRED_CODE)) {
        // The password is right; the code is asked for next (the address and password are kept).
        setMode('two-factor')
        setCodeHint(authErrorMessage(caught))
        setCode('')
      } else {
        setError(authErrorMessage(caught))
        // A code works once: the next one is typed afresh.
        if (refusedWith(caught, TWO_FACTOR_INVALID_CODE)) setCode('')
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <StandaloneTitle>{TITLES[mode]}</StandaloneTitle>
      <form
        className="mt-8 space-y-5"
        aria-busy={busy}
        onSubmit={(event) => {
          void submit(event)
        }}
      >
        {resetting ? (
          <p className="text-sm leading-relaxed text-ink-muted">{RESET_PASSWORD_HINT}</p>
        ) : null}
        {error ? <Notice tone="error">{error}</Notice> : null}
        {notice ? <Notice tone="success">{notice}</Notice> : null}
        {verifying ? (
          <AuthField
            key="code"
            id={`${id}-code`}
            label={AUTHENTICATION_CODE_LABEL}
            name="code"
            type="text"
            autoComplete="one-time-code"
            spellCheck={false}
            autoFocus
            hint={codeHint}
            value={code}
            onChange={setCode}
          />
        ) : (
          <AuthField
            key="email"
            id={`${id}-email`}
            label={EMAIL_LABEL}
            name="email"
            type="email"
            autoComplete="username"
            spellCheck={false}
            value={email}
            onChange={setEmail}
          />
        )}
        {resetting || verifying ? null : (
          <div>
            <AuthField
              id={`${id}-password`}
              label={PASSWORD_LABEL}
              name="password"
              type="password"
              autoComplete={signingUp ? 'new-password' : 'current-password'}
              value={password}
              onChange={setPassword}
            />
            {signingUp ? null : (
              <p className="mt-2 text-right">
                <button
                  type="button"
                  onClick={() => {
                    switchMode('reset')
                  }}
                  className={QUIET_BUTTON}
                >
                  {FORGOT_PASSWORD}
                </button>
              </p>
            )}
          </div>
        )}
        {signingUp ? (
          <ConfirmPasswordField
            id={`${id}-confirm`}
            value={confirmPassword}
            onChange={setConfirmPassword}
          />
        ) : null}
        <SubmitButton busy={busy}>{SUBMITS[mode]}</SubmitButton>
      </form>
      <p className="mt-6 text-center">
        <button
          type="button"
          onClick={() => {
            switchMode(signingUp || resetting || verifying ? 'sign-in' : 'sign-up')
          }}
          className={QUIET_BUTTON}
        >
          {resetting || verifying
            ? BACK_TO_SIGN_IN
            : signingUp
              ? SWITCH_TO_SIGN_IN
              : SWITCH_TO_SIGN_UP}
        </button>
      </p>
    </>
  )
}
