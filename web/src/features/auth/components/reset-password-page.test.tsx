import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { BACK_TO_HOME } from '@/messages'
import { NEW_PASSWORD_LABEL, PASSWORDS_DO_NOT_MATCH, PLEASE_WAIT } from '@/messages-admin'
import {
  ASK_FOR_NEW_LINK,
  AUTH_UNREACHABLE,
  CONFIRM_PASSWORD_LABEL,
  NEW_PASSWORD_TITLE,
  RESET_LINK_INVALID,
  SET_PASSWORD,
  SIGN_IN,
} from '../messages'
import { deferred, errorResponse, jsonResponse, stubFetch, type FetchCall } from '@/testing/fetch'
import { renderRoutes } from '@/testing/render'

import { ResetPasswordPage } from './reset-password-page'

const CONFIRM = '/api/auth/password-reset/confirm'
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmVk'
const SET = 'Your new password is set. Sign in with it.'

function stubServer(answer: (call: FetchCall) => Response | Promise<Response>) {
  return stubFetch((call) =>
    call.url === CONFIRM ? answer(call) : errorResponse(404, 'Not found'),
  )
}

function renderPage(hash = `#${TOKEN}`) {
  return renderRoutes(
    [
      { path: '/admin/reset-password', element: <ResetPasswordPage clubName="Nocturne" /> },
      { path: '/admin/login', element: <p>Sign-in page</p> },
    ],
    { path: `/admin/reset-password${hash}` },
  )
}

async function choose(password: string, confirm = password) {
  await userEvent.type(screen.getByLabelText(NEW_PASSWORD_LABEL), password)
  await userEvent.type(screen.getByLabelText(CONFIRM_PASSWORD_LABEL), confirm)
  await userEvent.click(screen.getByRole('button', { name: SET_PASSWORD }))
}

describe('ResetPasswordPage', () => {
  it("sets the new password with the link's token, then leads to sign in", async () => {
    const { promise, resolve } = deferred<Response>()
    const { calls } = stubServer(() => promise)
    const { router } = renderPage()

    expect(screen.getByRole('heading', { name: NEW_PASSWORD_TITLE })).toBeInTheDocument()
    expect(screen.getByText('Nocturne')).toBeInTheDocument()
    expect(screen.getByLabelText(NEW_PASSWORD_LABEL)).toHaveAttribute(
      'autocomplete',
      'new-password',
    )
    expect(screen.getByLabelText(CONFIRM_PASSWORD_LABEL)).toHaveAttribute(
      'autocomplete',
      'new-password',
    )
    expect(screen.getByRole('link', { name: BACK_TO_HOME })).toHaveAttribute('href', '/')
    await choose('a-new-long-password')

    expect(screen.getByRole('button', { name: PLEASE_WAIT })).toBeDisabled()
    resolve(jsonResponse({ message: SET }))

    const done = await screen.findByRole('status')
    expect(done).toHaveTextContent(SET)
    expect(done).toHaveFocus()
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        body: { token: TOKEN, password: 'a-new-long-password' },
      }),
    ])
    expect(screen.queryByLabelText(NEW_PASSWORD_LABEL)).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('link', { name: SIGN_IN }))
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin/login')
  })

  it("says 'Passwords do not match' and sends nothing when they differ", async () => {
    const { calls } = stubServer(() => jsonResponse({ message: SET }))
    renderPage()
    await choose('a-new-long-password', 'another-password')

    expect(screen.getByRole('alert')).toHaveTextContent(PASSWORDS_DO_NOT_MATCH)
    expect(calls).toHaveLength(0)
  })

  it.each([
    'This password is too common and easy to guess. Please choose a different one.',
    'Password should be at least 8 characters.',
  ])("shows a refused password in the server's words and keeps the form: %s", async (message) => {
    stubServer(() =>
      jsonResponse(
        { error: { code: 'validation_error', message, fields: { password: message } } },
        422,
      ),
    )
    renderPage()
    await choose('password')

    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(screen.getByLabelText(NEW_PASSWORD_LABEL)).toHaveValue('password')
    expect(screen.getByRole('button', { name: SET_PASSWORD })).toBeEnabled()
  })

  it("shows a dead link in the server's words, with a way to ask for a new one", async () => {
    const message =
      'This link to set a new password is invalid, used or expired. Ask for a new one.'
    stubServer(() => errorResponse(400, message, 'reset_link_invalid'))
    const { router } = renderPage()
    await choose('a-new-long-password')

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(message)
    expect(alert).toHaveFocus()
    expect(screen.queryByRole('button', { name: SET_PASSWORD })).not.toBeInTheDocument()
    const ask = screen.getByRole('link', { name: ASK_FOR_NEW_LINK })
    expect(ask).toHaveAttribute('href', '/admin/login?view=reset')

    await userEvent.click(ask)
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?view=reset')
  })

  it('names the network when the request gets no answer, and lets it be sent again', async () => {
    let offline = true
    stubServer(() => {
      if (offline) throw new TypeError('Failed to fetch')
      return jsonResponse({ message: SET })
    })
    renderPage()
    await choose('a-new-long-password')
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_UNREACHABLE)

    offline = false
    await userEvent.click(screen.getByRole('button', { name: SET_PASSWORD }))
    expect(await screen.findByRole('status')).toHaveTextContent(SET)
  })

  it('says the link is invalid, and asks for nothing, when the address carries no token', async () => {
    const { calls } = stubServer(() => jsonResponse({ message: SET }))
    renderPage('')

    expect(screen.getByRole('alert')).toHaveTextContent(RESET_LINK_INVALID)
    expect(screen.getByRole('link', { name: ASK_FOR_NEW_LINK })).toHaveAttribute(
      'href',
      '/admin/login?view=reset',
    )
    expect(screen.queryByLabelText(NEW_PASSWORD_LABEL)).not.toBeInTheDocument()
    await waitFor(() => {
      expect(calls).toHaveLength(0)
    })
  })
})
