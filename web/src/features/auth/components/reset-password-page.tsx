import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Link, useLocation } from 'react-router'

import { Notice } from '@/components/notice'
import { StandaloneTitle } from '@/components/standalone-page'
import { paths } from '@/config/paths'
import { ApiError } from '@/lib/api-client'
import { readToken } from '@/lib/link-token'
import { NEW_PASSWORD_LABEL, PASSWORDS_DO_NOT_MATCH } from '@/messages-admin'
import {
  ASK_FOR_NEW_LINK,
  NEW_PASSWORD_TITLE,
  RESET_LINK_INVALID,
  SET_PASSWORD,
  SIGN_IN,
} from '../messages'

import { resetPassword } from '../api/password-reset'
import { authErrorMessage } from '../utils/auth-error-message'
import { resetViewHref } from '../utils/reset-view'
import { AuthPage } from './auth-page'
import { AuthField, ConfirmPasswordField, FOCUS_RING, SubmitButton } from './auth-form'

const NEXT_LINK = `mt-6 inline-flex w-full items-center justify-center rounded-full border border-accent px-6 py-3 text-sm font-semibold tracking-[0.2em] text-accent uppercase transition-colors hover:bg-accent/10 ${FOCUS_RING}`

// /admin/reset-password#<token>: the page the forgot-password mail links to. No sign-in: the
// link's token (in the #fragment, never sent to a server by the browser) is the authority.
export function ResetPasswordPage({ clubName }: { clubName?: string }) {
  const token = readToken(useLocation().hash)
  return (
    <AuthPage clubName={clubName}>
      <StandaloneTitle>{NEW_PASSWORD_TITLE}</StandaloneTitle>
      {token === null ? (
        <DeadLink message={RESET_LINK_INVALID} />
      ) : (
        <NewPasswordForm key={token} token={token} />
      )}
    </AuthPage>
  )
}

// The link cannot set a password (none in the address, or the server refused it): ask for another.
function DeadLink({ message, focus = false }: { message: string; focus?: boolean }) {
  return (
    <>
      <Notice tone="error" focus={focus}>
        {message}
      </Notice>
      <Link to={resetViewHref()} className={NEXT_LINK}>
        {ASK_FOR_NEW_LINK}
      </Link>
    </>
  )
}

function NewPasswordForm({ token }: { token: string }) {
  const id = useId()
  const [password, setPassword] = useState('')
  const [confirmPassword, setConfirmPassword] = useState('')
  const [mismatch, setMismatch] = useState(false)
  const reset = useMutation({ mutationFn: resetPassword })

  if (reset.isSuccess) {
    return (
      <>
        <Notice tone="success" focus>
          {reset.data}
        </Notice>
        <Link to={paths.admin.login.getHref()} className={NEXT_LINK}>
          {SIGN_IN}
        </Link>
      </>
    )
  }
  // 400: the link is invalid, used or expired, in the server's words.
  if (reset.error instanceof ApiError && reset.error.status === 400) {
    return (
      <DeadLink message={reset.error.fromServer ? reset.error.message : RESET_LINK_INVALID} focus />
    )
  }

  // Refused passwords (too short, too common, too long) and failures to answer stay on the form.
  const error = mismatch
    ? PASSWORDS_DO_NOT_MATCH
    : reset.isError
      ? authErrorMessage(reset.error)
      : null
  return (
    <form
      className="space-y-5"
      aria-busy={reset.isPending}
      onSubmit={(event) => {
        event.preventDefault()
        reset.reset()
        const differ = password !== confirmPassword
        setMismatch(differ)
        if (!differ) reset.mutate({ token, password })
      }}
    >
      {error ? <Notice tone="error">{error}</Notice> : null}
      <AuthField
        id={`${id}-password`}
        label={NEW_PASSWORD_LABEL}
        name="password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
      />
      <ConfirmPasswordField
        id={`${id}-confirm`}
        value={confirmPassword}
        onChange={setConfirmPassword}
      />
      <SubmitButton busy={reset.isPending}>{SET_PASSWORD}</SubmitButton>
    </form>
  )
}
