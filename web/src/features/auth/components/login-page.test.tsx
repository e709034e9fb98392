import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { BACK_TO_HOME } from '@/messages'
import {
  AUTHENTICATION_CODE_LABEL,
  EMAIL_LABEL,
  LOGIN_TITLE,
  PASSWORDS_DO_NOT_MATCH,
  PLEASE_WAIT,
  RESET_PASSWORD_TITLE,
} from '@/messages-admin'
import {
  AN_ERROR_OCCURRED,
  AUTH_UNREACHABLE,
  BACK_TO_SIGN_IN,
  CHECK_EMAIL_FOR_VERIFICATION,
  CONFIRM_PASSWORD_LABEL,
  FORGOT_PASSWORD,
  PASSWORD_LABEL,
  SEND_RESET_LINK,
  SIGN_IN,
  SIGN_UP,
  SIGNUP_TITLE,
  SWITCH_TO_SIGN_IN,
  SWITCH_TO_SIGN_UP,
  VERIFY,
} from '../messages'
import { buildSession } from '@/testing/factories'
import { deferred, errorResponse, jsonResponse, stubFetch, type FetchCall } from '@/testing/fetch'
import { renderRoutes } from '@/testing/render'

import { LoginPage } from './login-page'

const REFRESH_URL = '/api/auth/token?grant_type=refresh_token'
const noSession = () => errorResponse(401, 'Your session is no longer valid. Please sign in again.')

// The session check on load finds no cookie; every other call goes to `answer`.
function stubAuth(answer: (call: FetchCall) => Response | Promise<Response>) {
  return stubFetch((call) => (call.url === REFRESH_URL ? noSession() : answer(call)))
}

function renderLogin(path = '/admin/login') {
  return renderRoutes(
    [
      { path: '/admin/login', element: <LoginPage clubName="Nocturne" /> },
      { path: '/admin', element: <p>Admin area</p> },
    ],
    { path },
  )
}

async function fillIn(email: string, password: string, confirm?: string) {
  await userEvent.type(await screen.findByLabelText(EMAIL_LABEL), email)
  await userEvent.type(screen.getByLabelText(PASSWORD_LABEL), password)
  if (confirm !== undefined) {
    await userEvent.type(screen.getByLabelText(CONFIRM_PASSWORD_LABEL), confirm)
  }
}

const submit = (name: string) => userEvent.click(screen.getByRole('button', { name }))

// Switches to sign-up mode, fills the form in and presses Sign Up.
async function signUp(password: string, confirm: string) {
  await userEvent.click(await screen.findByRole('button', { name: SWITCH_TO_SIGN_UP }))
  await fillIn('ada@nocturne.club', password, confirm)
  await submit(SIGN_UP)
}

describe('LoginPage', () => {
  it('starts in sign-in mode with the product’s texts and a way back home', async () => {
    stubAuth(() => errorResponse(500, 'unexpected'))
    renderLogin()

    expect(await screen.findByRole('heading', { name: LOGIN_TITLE })).toBeInTheDocument()
    expect(screen.getByLabelText(EMAIL_LABEL)).toHaveAttribute('autocomplete', 'username')
    expect(screen.getByLabelText(PASSWORD_LABEL)).toHaveAttribute(
      'autocomplete',
      'current-password',
    )
    expect(screen.queryByLabelText(CONFIRM_PASSWORD_LABEL)).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: SIGN_IN })).toHaveAttribute('type', 'submit')
    expect(screen.getByRole('button', { name: SWITCH_TO_SIGN_UP })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: BACK_TO_HOME })).toHaveAttribute('href', '/')
  })

  it('toggles to sign-up mode, which adds the confirm-password field, and back', async () => {
    stubAuth(() => errorResponse(500, 'unexpected'))
    renderLogin()

    await userEvent.click(await screen.findByRole('button', { name: SWITCH_TO_SIGN_UP }))

    expect(screen.getByRole('heading', { name: SIGNUP_TITLE })).toBeInTheDocument()
    expect(screen.getByLabelText(CONFIRM_PASSWORD_LABEL)).toHaveAttribute(
      'autocomplete',
      'new-password',
    )
    expect(screen.getByRole('button', { name: SIGN_UP })).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: SWITCH_TO_SIGN_IN }))
    expect(screen.getByRole('heading', { name: LOGIN_TITLE })).toBeInTheDocument()
    expect(screen.queryByLabelText(CONFIRM_PASSWORD_LABEL)).not.toBeInTheDocument()
  })

  it("says 'Passwords do not match' and sends nothing when they differ", async () => {
    const { calls } = stubAuth(() => jsonResponse({ message: CHECK_EMAIL_FOR_VERIFICATION }))
    renderLogin()
    await signUp('first-password', 'other-password')

    expect(screen.getByRole('alert')).toHaveTextContent(PASSWORDS_DO_NOT_MATCH)
    expect(calls.map((call) => call.url)).toEqual([REFRESH_URL])
  })

  // The server's password rules and its spacing between mails (tests/api/test_auth_abuse.py).
  it.each([
    [
      422,
      {
        code: 'weak_password',
        message: 'This password is too common and easy to guess. Please choose a different one.',
        fields: {
          password: 'This password is too common and easy to guess. Please choose a different one.',
        },
      },
    ],
    [
      422,
      {
        code: 'validation_error',
        message: 'Password should be at least 8 characters.',
        fields: { password: 'Password should be at least 8 characters.' },
      },
    ],
    [
      429,
      {
        code: 'too_many_requests',
        message: 'Please wait 42 seconds before asking for another mail to this address.',
      },
    ],
  ])('shows a refused sign-up (%i) in the red box, still in sign-up mode', async (status, body) => {
    stubAuth(() => jsonResponse({ error: body }, status))
    renderLogin()
    await signUp('Password123', 'Password123')

    expect(await screen.findByRole('alert')).toHaveTextContent(body.message)
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: SIGNUP_TITLE })).toBeInTheDocument()
    expect(screen.getByLabelText(CONFIRM_PASSWORD_LABEL)).toHaveValue('Password123')
    expect(screen.getByRole('button', { name: SIGN_UP })).toBeEnabled()
  })

  it('confirms a sign-up outside the red box and is ready to sign in', async () => {
    const { calls } = stubAuth(() => jsonResponse({ message: CHECK_EMAIL_FOR_VERIFICATION }))
    renderLogin()
    await signUp('a-good-password', 'a-good-password')

    expect(await screen.findByRole('status')).toHaveTextContent(CHECK_EMAIL_FOR_VERIFICATION)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(calls[1]).toMatchObject({
      url: '/api/auth/signup',
      body: { email: 'ada@nocturne.club', password: 'a-good-password' },
    })
    expect(screen.getByRole('heading', { name: LOGIN_TITLE })).toBeInTheDocument()
    expect(screen.getByLabelText(EMAIL_LABEL)).toHaveValue('ada@nocturne.club')
  })

  it("reads 'Please wait...' and is disabled while busy, then goes to /admin", async () => {
    const { promise, resolve: answer } = deferred<Response>()
    stubAuth(() => promise)
    const { router } = renderLogin()
    await fillIn('ada@nocturne.club', 'a-good-password')
    await submit(SIGN_IN)

    expect(screen.getByRole('button', { name: PLEASE_WAIT })).toBeDisabled()

    answer(jsonResponse(buildSession()))
    expect(await screen.findByText('Admin area')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin')
  })

  it("shows the server's message in the red box", async () => {
    stubAuth(() => errorResponse(400, 'Invalid login credentials', 'invalid_credentials'))
    renderLogin()
    await fillIn('ada@nocturne.club', 'wrong-password')
    await submit(SIGN_IN)

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login credentials')
    expect(screen.getByRole('button', { name: SIGN_IN })).toBeEnabled()
  })

  it("falls back to 'An error occurred' when the answer has no message", async () => {
    stubAuth(() => new Response('<html>Bad gateway</html>', { status: 502 }))
    renderLogin()
    await fillIn('ada@nocturne.club', 'a-good-password')
    await submit(SIGN_IN)

    expect(await screen.findByRole('alert')).toHaveTextContent(AN_ERROR_OCCURRED)
  })

  it('names the network when the request gets no answer', async () => {
    stubAuth(() => {
      throw new TypeError('Failed to fetch')
    })
    renderLogin()
    await fillIn('ada@nocturne.club', 'a-good-password')
    await submit(SIGN_IN)

    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_UNREACHABLE)
  })

  it("shows a bad verification link's error from the code in the query string", async () => {
    stubAuth(() => errorResponse(500, 'unexpected'))
    renderLogin('/admin/login?error=verification_link_invalid')

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This verification link is invalid or has expired.',
    )
  })

  it('shows no text a link chose: an unknown error code shows nothing', async () => {
    stubAuth(() => errorResponse(401, 'no session'))
    renderLogin('/admin/login?error=Your%20account%20is%20locked.%20Call%20%2B1%20555%200100')

    expect(await screen.findByRole('button', { name: SIGN_IN })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.queryByText(/Your account is locked/)).not.toBeInTheDocument()
  })

  it('goes straight to /admin when already signed in', async () => {
    stubFetch(() => jsonResponse(buildSession()))
    const { router } = renderLogin()

    expect(await screen.findByText('Admin area')).toBeInTheDocument()
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/admin')
    })
  })

  describe('forgot password', () => {
    const RESET = '/api/auth/password-reset'
    const SENT =
      'If an account uses this address, we have mailed it a link to set a new password. The link works for 1 hour.'

    it('offers a reset link under the password field in sign-in mode only', async () => {
      stubAuth(() => errorResponse(500, 'unexpected'))
      renderLogin()

      const forgot = await screen.findByRole('button', { name: FORGOT_PASSWORD })
      expect(forgot).toHaveAttribute('type', 'button')
      expect(
        screen.getByLabelText(PASSWORD_LABEL).compareDocumentPosition(forgot) &
          Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy()

      await userEvent.click(screen.getByRole('button', { name: SWITCH_TO_SIGN_UP }))
      expect(screen.queryByRole('button', { name: FORGOT_PASSWORD })).not.toBeInTheDocument()
    })

    it("mails a link to the address typed, shows the server's answer, and goes back to sign in", async () => {
      const { promise, resolve } = deferred<Response>()
      const { calls } = stubAuth(() => promise)
      renderLogin()
      await userEvent.type(await screen.findByLabelText(EMAIL_LABEL), 'ada@nocturne.club')
      await userEvent.click(screen.getByRole('button', { name: FORGOT_PASSWORD }))

      expect(screen.getByRole('heading', { name: RESET_PASSWORD_TITLE })).toBeInTheDocument()
      expect(screen.getByLabelText(EMAIL_LABEL)).toHaveValue('ada@nocturne.club')
      expect(screen.queryByLabelText(PASSWORD_LABEL)).not.toBeInTheDocument()
      expect(screen.queryByRole('button', { name: SWITCH_TO_SIGN_UP })).not.toBeInTheDocument()

      await submit(SEND_RESET_LINK)
      expect(screen.getByRole('button', { name: PLEASE_WAIT })).toBeDisabled()
      resolve(jsonResponse({ message: SENT }))

      expect(await screen.findByRole('status')).toHaveTextContent(SENT)
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
      expect(calls[1]).toMatchObject({
        url: RESET,
        method: 'POST',
        body: { email: 'ada@nocturne.club' },
      })
      expect(screen.getByRole('button', { name: SEND_RESET_LINK })).toBeEnabled()

      await userEvent.click(screen.getByRole('button', { name: BACK_TO_SIGN_IN }))
      expect(screen.getByRole('heading', { name: LOGIN_TITLE })).toBeInTheDocument()
      expect(screen.getByLabelText(PASSWORD_LABEL)).toBeInTheDocument()
      expect(screen.queryByRole('status')).not.toBeInTheDocument()
    })

    it.each([
      [429, 'Please wait 42 seconds before asking for another mail to this address.'],
      [422, 'value is not a valid email address: An email address must have an @-sign.'],
    ])("shows a refusal (%i) in the red box, in the server's words", async (status, message) => {
      stubAuth(() => errorResponse(status, message))
      renderLogin()
      await userEvent.click(await screen.findByRole('button', { name: FORGOT_PASSWORD }))
      await userEvent.type(screen.getByLabelText(EMAIL_LABEL), 'ada@nocturne.club')
      await submit(SEND_RESET_LINK)

      expect(await screen.findByRole('alert')).toHaveTextContent(message)
      expect(screen.queryByRole('status')).not.toBeInTheDocument()
      expect(screen.getByRole('heading', { name: RESET_PASSWORD_TITLE })).toBeInTheDocument()
    })

    it('opens on the reset view from ?view=reset, and drops the flag from the address', async () => {
      stubAuth(() => errorResponse(500, 'unexpected'))
      const { router } = renderLogin('/admin/login?view=reset')

      expect(await screen.findByRole('heading', { name: RESET_PASSWORD_TITLE })).toBeInTheDocument()
      expect(screen.getByRole('button', { name: SEND_RESET_LINK })).toBeInTheDocument()
      await waitFor(() => {
        expect(router.state.location.search).toBe('')
      })
      expect(screen.getByRole('heading', { name: RESET_PASSWORD_TITLE })).toBeInTheDocument()
    })
  })

  describe('two-factor sign-in', () => {
    const TOKEN_URL = '/api/auth/token?grant_type=password'
    const NEEDED = 'Enter the 6-digit code from your authenticator app, or a recovery code.'
    const INVALID = "That code is not right, or was already used. Try the app's next code."

    // The server asks for a code when none is sent; `withCode` answers the sign-ins that send one.
    function stubTwoFactor(withCode: (code: string) => Response) {
      return stubAuth((call) => {
        const code = (call.body as { code?: string }).code
        if (code === undefined) return errorResponse(401, NEEDED, 'two_factor_required')
        return withCode(code)
      })
    }

    it("asks for the code in the server's words, then signs in with the address, password and code", async () => {
      const { calls } = stubTwoFactor(() => jsonResponse(buildSession()))
      const { router } = renderLogin()
      await fillIn('ada@nocturne.club', 'a-good-password')
      await submit(SIGN_IN)

      const field = await screen.findByLabelText(AUTHENTICATION_CODE_LABEL)
      // Recovery codes hold letters: the field takes text, and offers the app's code to fill in.
      expect(field).not.toHaveAttribute('inputmode')
      expect(field).toHaveAttribute('autocomplete', 'one-time-code')
      expect(field).toHaveAttribute('autocomplete', 'one-time-code')
      expect(field).toHaveAccessibleDescription(NEEDED)
      expect(field).toHaveFocus()
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
      expect(screen.queryByLabelText(PASSWORD_LABEL)).not.toBeInTheDocument()
      expect(screen.getByRole('heading', { name: LOGIN_TITLE })).toBeInTheDocument()

      await userEvent.type(field, '123456')
      await submit(VERIFY)

      expect(await screen.findByText('Admin area')).toBeInTheDocument()
      expect(router.state.location.pathname).toBe('/admin')
      const signIns = calls.filter((call) => call.url === TOKEN_URL)
      expect(signIns.map((call) => call.body)).toEqual([
        { email: 'ada@nocturne.club', password: 'a-good-password' },
        { email: 'ada@nocturne.club', password: 'a-good-password', code: '123456' },
      ])
    })

    it('shows a wrong or used code in the red box and asks again', async () => {
      stubTwoFactor(() => errorResponse(401, INVALID, 'two_factor_invalid'))
      renderLogin()
      await fillIn('ada@nocturne.club', 'a-good-password')
      await submit(SIGN_IN)
      await userEvent.type(await screen.findByLabelText(AUTHENTICATION_CODE_LABEL), '000000')
      await submit(VERIFY)

      expect(await screen.findByRole('alert')).toHaveTextContent(INVALID)
      expect(screen.getByLabelText(AUTHENTICATION_CODE_LABEL)).toHaveValue('')
      expect(screen.getByRole('button', { name: VERIFY })).toBeEnabled()
    })

    it('goes back to the password step, keeping the address and password', async () => {
      stubTwoFactor(() => jsonResponse(buildSession()))
      renderLogin()
      await fillIn('ada@nocturne.club', 'a-good-password')
      await submit(SIGN_IN)
      await screen.findByLabelText(AUTHENTICATION_CODE_LABEL)

      await userEvent.click(screen.getByRole('button', { name: BACK_TO_SIGN_IN }))

      expect(screen.queryByLabelText(AUTHENTICATION_CODE_LABEL)).not.toBeInTheDocument()
      expect(screen.getByLabelText(EMAIL_LABEL)).toHaveValue('ada@nocturne.club')
      expect(screen.getByLabelText(PASSWORD_LABEL)).toHaveValue('a-good-password')
      expect(screen.getByRole('button', { name: SIGN_IN })).toBeInTheDocument()
    })
  })
})
