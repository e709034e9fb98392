import { ArrowLeft } from 'lucide-react'
import { useEffect, useId, useState, type SubmitEvent } from 'react'
import { Link, Navigate, useSearchParams } from 'react-router'

import { Spinner } from '@/components/spinner'
import { ThemeToggle } from '@/components/theme-toggle'
import { paths } from '@/config/paths'
import { LOGIN_PAGE_ERRORS } from '@/lib/api/rules'
import { useAuth, useAuthStore } from '@/lib/auth'
import {
  BACK_TO_HOME,
  CHECK_EMAIL_FOR_VERIFICATION,
  CONFIRM_PASSWORD_LABEL,
  EMAIL_CONFIRMED_AWAITING_APPROVAL,
  EMAIL_LABEL,
  LOGIN_TITLE,
  PASSWORDS_DO_NOT_MATCH,
  PASSWORD_LABEL,
  PLEASE_WAIT,
  SIGNUP_TITLE,
  SIGN_IN,
  SIGN_UP,
  SWITCH_TO_SIGN_IN,
  SWITCH_TO_SIGN_UP,
} from '@/messages'

import { authErrorMessage } from '../utils/auth-error-message'
import { AuthNotice } from './auth-notice'
import { EMAIL_CONFIRMED_PARAM } from './require-auth'

type Mode = 'sign-in' | 'sign-up'

const FOCUS_RING = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent'
const INPUT =
  'mt-2 block w-full rounded-lg border border-line bg-canvas px-4 py-3 text-base text-ink shadow-inner transition-colors placeholder:text-ink-muted/60 focus:border-accent focus:outline-2 focus:outline-offset-0 focus:outline-accent/40'
const LABEL = 'block text-xs font-semibold tracking-[0.2em] text-ink-muted uppercase'

type LoginPageProps = { clubName?: string }

type AuthFieldProps = {
  id: string
  label: string
  name: string
  type: 'email' | 'password'
  autoComplete: string
  spellCheck?: boolean
  value: string
  onChange: (value: string) => void
}

// A required field of the sign-in and sign-up form, with its label above it.
function AuthField({ id, label, onChange, ...input }: AuthFieldProps) {
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <input
        id={id}
        required
        {...input}
        onChange={(event) => {
          onChange(event.target.value)
        }}
        className={INPUT}
      />
    </div>
  )
}

// /admin/login: sign in, or sign up for an account an administrator approves.
export function LoginPage({ clubName }: LoginPageProps) {
  const auth = useAuth()
  if (auth.status === 'loading') return <Spinner className="min-h-svh bg-canvas" />
  if (auth.status === 'signed-in') return <Navigate to={paths.admin.root.getHref()} replace />
  return (
    <LoginScreen
      clubName={clubName}
      endedSessionReason={auth.status === 'signed-out' ? auth.reason : undefined}
    />
  )
}

function LoginScreen({
  clubName,
  endedSessionReason,
}: {
  clubName?: string
  endedSessionReason?: string
}) {
  return (
    <main className="relative isolate flex min-h-svh items-center justify-center overflow-hidden bg-canvas px-4 py-16">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,rgb(212_175_55/0.18),transparent_60%)]"
      />
      <div className="absolute top-4 right-4">
        <ThemeToggle />
      </div>
      <div className="w-full max-w-md">
        {clubName ? (
          <p className="text-center font-display text-3xl font-semibold tracking-[0.35em] text-accent uppercase">
            {clubName}
          </p>
        ) : null}
        <div className="mt-6 rounded-2xl border border-line bg-surface p-8 shadow-2xl shadow-black/20 sm:p-10">
          <LoginForm endedSessionReason={endedSessionReason} />
        </div>
        <p className="mt-8 text-center">
          <Link
            to={paths.home.getHref()}
            className={`inline-flex items-center gap-2 rounded-md text-sm tracking-widest text-accent uppercase hover:underline ${FOCUS_RING}`}
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {BACK_TO_HOME}
          </Link>
        </p>
      </div>
    </main>
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
  const [mode, setMode] = useState<Mode>('sign-in')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [confirmPassword, setConfirmPassword] = useState('')
  const [busy, setBusy] = useState(false)
  // A bad verification link lands here with ?error=<code>; an ended session says why.
  const [error, setError] = useState<string | null>(
    () => loginPageError(searchParams.get('error')) ?? endedSessionReason ?? null,
  )
  // The verification link's flag: the address is confirmed, an administrator's approval is next.
  const [notice, setNotice] = useState<string | null>(() =>
    searchParams.has(EMAIL_CONFIRMED_PARAM) ? EMAIL_CONFIRMED_AWAITING_APPROVAL : null,
  )
  // Said once: the flag leaves the address, so a reload or a bookmark does not repeat it.
  useEffect(() => {
    if (!searchParams.has(EMAIL_CONFIRMED_PARAM)) return
    const rest = new URLSearchParams(searchParams)
    rest.delete(EMAIL_CONFIRMED_PARAM)
    setSearchParams(rest, { replace: true })
  }, [searchParams, setSearchParams])
  const signingUp = mode === 'sign-up'

  function switchMode() {
    setMode(signingUp ? 'sign-in' : 'sign-up')
    setConfirmPassword('')
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
      if (signingUp) {
        await store.signUp({ email, password })
        // Next comes the mailed link, then signing in: the form is ready for that.
        setMode('sign-in')
        setPassword('')
        setConfirmPassword('')
        setNotice(CHECK_EMAIL_FOR_VERIFICATION)
      } else {
        // Once signed in, LoginPage sends the visitor on to /admin.
        await store.signIn({ email, password })
      }
    } catch (caught) {
      setError(authErrorMessage(caught))
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <h1 className="text-center font-display text-4xl font-semibold text-ink">
        {signingUp ? SIGNUP_TITLE : LOGIN_TITLE}
      </h1>
      <div aria-hidden="true" className="mx-auto mt-4 h-px w-16 bg-accent/60" />
      <form
        className="mt-8 space-y-5"
        aria-busy={busy}
        onSubmit={(event) => {
          void submit(event)
        }}
      >
        {error ? <AuthNotice tone="error">{error}</AuthNotice> : null}
        {notice ? <AuthNotice tone="success">{notice}</AuthNotice> : null}
        <AuthField
          id={`${id}-email`}
          label={EMAIL_LABEL}
          name="email"
          type="email"
          autoComplete="username"
          spellCheck={false}
          value={email}
          onChange={setEmail}
        />
        <AuthField
          id={`${id}-password`}
          label={PASSWORD_LABEL}
          name="password"
          type="password"
          autoComplete={signingUp ? 'new-password' : 'current-password'}
          value={password}
          onChange={setPassword}
        />
        {signingUp ? (
          <AuthField
            id={`${id}-confirm`}
            label={CONFIRM_PASSWORD_LABEL}
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={setConfirmPassword}
          />
        ) : null}
        <button
          type="submit"
          disabled={busy}
          className={`w-full rounded-full bg-accent-solid px-6 py-3 text-sm font-semibold tracking-[0.2em] text-on-accent uppercase shadow-[0_0_28px_-8px] shadow-gold-400/70 transition hover:bg-gold-300 disabled:cursor-not-allowed disabled:opacity-60 ${FOCUS_RING}`}
        >
          {busy ? PLEASE_WAIT : signingUp ? SIGN_UP : SIGN_IN}
        </button>
      </form>
      <p className="mt-6 text-center">
        <button
          type="button"
          onClick={switchMode}
          className={`rounded-md text-sm text-ink-muted transition-colors hover:text-accent ${FOCUS_RING}`}
        >
          {signingUp ? SWITCH_TO_SIGN_IN : SWITCH_TO_SIGN_UP}
        </button>
      </p>
    </>
  )
}
