import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import jsQR from 'jsqr'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { ToastProvider } from '@/components/toast'
import {
  AUTHENTICATION_CODE_LABEL,
  NEW_PASSWORD_LABEL,
  PASSWORDS_DO_NOT_MATCH,
  PROFILE_TITLE,
} from '@/messages-admin'
import {
  CHANGE_PASSWORD,
  CONFIRM_NEW_PASSWORD_LABEL,
  COPY_SECRET,
  CURRENT_PASSWORD_LABEL,
  DOWNLOAD,
  EMAIL_CHANGE_DONE,
  EMAIL_CHANGE_LINK_INVALID,
  EMAIL_SECTION,
  NEW_EMAIL_LABEL,
  OPEN_IN_AUTHENTICATOR,
  PASSWORD_SECTION,
  RECOVERY_CODES_TITLE,
  SECRET_COPIED,
  SEND_CONFIRMATION_LINK,
  SET_UP_TWO_FACTOR,
  TURN_OFF,
  TURN_ON,
  TWO_FACTOR_CANNOT_TURN_OFF,
  TWO_FACTOR_QR_CODE,
  TWO_FACTOR_SECTION,
  TWO_FACTOR_SET_UP_HERE,
  TWO_FACTOR_TURNED_OFF,
} from '../messages'
import { buildSession, buildUser } from '@/testing/factories'
import { errorResponse, jsonResponse, stubFetch, type FetchCall } from '@/testing/fetch'
import { renderRoutes } from '@/testing/render'

import type { TwoFactorPublic } from '../api/profile'
import { ProfilePage } from './profile-page'

const me = buildUser({ email: 'ada@nocturne.club', role: 'host' })
const OFF: TwoFactorPublic = { enabled: false, required: false, recovery_codes_left: 0 }
const INVALID_CODE = "That code is not right, or was already used. Try the app's next code."
const WRONG_PASSWORD = 'Your current password is not right.'
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'
const CODES = Array.from(
  { length: 10 },
  (_, index) => `a1b2c3d${String(index)}-e5f6a7b${String(index)}`,
)

// What a phone's camera reads in the QR code drawn on screen: each dark module of the picture
// painted as a 4-pixel square on white, then read by a QR reader.
function readQrCode(picture: HTMLElement): string | undefined {
  const [, , width] = (picture.getAttribute('viewBox') ?? '').split(' ').map(Number)
  const scale = 4
  const side = (width ?? 0) * scale
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255)
  const d = picture.querySelector('path')?.getAttribute('d') ?? ''
  for (const [, x, y] of d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let row = 0; row < scale; row += 1) {
      const start = ((Number(y) * scale + row) * side + Number(x) * scale) * 4
      for (let index = start; index < start + scale * 4; index += 4)
        pixels.fill(0, index, index + 3)
    }
  }
  return jsQR(pixels, side, side)?.data
}

type Server = {
  twoFactor?: TwoFactorPublic
  answer?: (call: FetchCall) => Response | undefined
  user?: typeof me
}

// A signed-in host and its two-factor status; the calls the test is about go to `answer`.
function stubServer({ twoFactor = OFF, answer = () => undefined, user = me }: Server = {}) {
  return stubFetch((call) => {
    const answered = answer(call)
    if (answered) return answered
    if (call.url.startsWith('/api/auth/token')) return jsonResponse(buildSession({ user: me }))
    if (call.url === '/api/auth/user') return jsonResponse(user)
    if (call.url === '/api/auth/2fa') return jsonResponse(twoFactor)
    return errorResponse(404, 'Not found', 'not_found')
  })
}

function renderPage(path = '/admin/profile') {
  return renderRoutes(
    [
      {
        path: '/admin/profile',
        element: (
          <ToastProvider>
            <ProfilePage />
          </ToastProvider>
        ),
      },
    ],
    { path },
  )
}

const section = async (name: string) => within(await screen.findByRole('region', { name }))

describe('ProfilePage', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('titles the screen and shows its three sections', async () => {
    stubServer()
    renderPage()

    expect(
      await screen.findByRole('heading', { level: 1, name: PROFILE_TITLE }),
    ).toBeInTheDocument()
    for (const name of [PASSWORD_SECTION, EMAIL_SECTION, TWO_FACTOR_SECTION]) {
      expect(await screen.findByRole('region', { name })).toBeInTheDocument()
    }
  })

  describe('Password', () => {
    async function fillPasswords(current: string, next: string, confirm: string) {
      const card = await section(PASSWORD_SECTION)
      await userEvent.type(card.getByLabelText(CURRENT_PASSWORD_LABEL), current)
      await userEvent.type(card.getByLabelText(NEW_PASSWORD_LABEL), next)
      await userEvent.type(card.getByLabelText(CONFIRM_NEW_PASSWORD_LABEL), confirm)
      await userEvent.click(card.getByRole('button', { name: CHANGE_PASSWORD }))
      return card
    }

    it("changes the password and says so in the server's words", async () => {
      const MESSAGE = 'Your password is changed. Your other sessions are signed out.'
      const { calls } = stubServer({
        answer: (call) =>
          call.url === '/api/auth/password' ? jsonResponse({ message: MESSAGE }) : undefined,
      })
      renderPage()
      const card = await fillPasswords('old-password', 'a-new-long-password', 'a-new-long-password')

      expect(await card.findByRole('status')).toHaveTextContent(MESSAGE)
      expect(calls.find((call) => call.url === '/api/auth/password')).toMatchObject({
        method: 'POST',
        body: { current_password: 'old-password', new_password: 'a-new-long-password' },
      })
      expect(card.getByLabelText(CURRENT_PASSWORD_LABEL)).toHaveValue('')
      expect(card.getByLabelText(NEW_PASSWORD_LABEL)).toHaveValue('')
    })

    it("shows the server's refusal at its field", async () => {
      const WRONG = 'Your current password is not right.'
      stubServer({
        answer: (call) =>
          call.url === '/api/auth/password'
            ? jsonResponse(
                {
                  error: {
                    code: 'validation_error',
                    message: WRONG,
                    fields: { current_password: WRONG },
                  },
                },
                422,
              )
            : undefined,
      })
      renderPage()
      const card = await fillPasswords('not-it', 'a-new-long-password', 'a-new-long-password')

      await waitFor(() => {
        expect(card.getByLabelText(CURRENT_PASSWORD_LABEL)).toHaveAccessibleDescription(WRONG)
      })
      expect(card.getByLabelText(CURRENT_PASSWORD_LABEL)).toHaveAttribute('aria-invalid', 'true')
      expect(card.queryByRole('status')).not.toBeInTheDocument()
    })

    it("says 'Passwords do not match' and sends nothing when they differ", async () => {
      const { calls } = stubServer()
      renderPage()
      const card = await fillPasswords('old-password', 'a-new-long-password', 'another-password')

      expect(card.getByLabelText(CONFIRM_NEW_PASSWORD_LABEL)).toHaveAccessibleDescription(
        PASSWORDS_DO_NOT_MATCH,
      )
      expect(calls.some((call) => call.url === '/api/auth/password')).toBe(false)
    })
  })

  describe('Sign-in address', () => {
    it('mails a link to the new address and shows what the server said', async () => {
      const MESSAGE =
        'We mailed a link to new@nocturne.club. Open it to make it your sign-in address.'
      const { calls } = stubServer({
        answer: (call) =>
          call.url === '/api/auth/email' ? jsonResponse({ message: MESSAGE }) : undefined,
      })
      renderPage()
      const card = await section(EMAIL_SECTION)
      expect(await card.findByText('ada@nocturne.club')).toBeInTheDocument()

      await userEvent.type(card.getByLabelText(NEW_EMAIL_LABEL), 'new@nocturne.club')
      await userEvent.type(card.getByLabelText(CURRENT_PASSWORD_LABEL), 'my-password')
      await userEvent.click(card.getByRole('button', { name: SEND_CONFIRMATION_LINK }))

      expect(await card.findByRole('status')).toHaveTextContent(MESSAGE)
      expect(calls.find((call) => call.url === '/api/auth/email')).toMatchObject({
        method: 'POST',
        body: { email: 'new@nocturne.club', current_password: 'my-password' },
      })
    })

    it('shows an address another account uses at the New Email field', async () => {
      const TAKEN = 'Another account uses this address.'
      stubServer({
        answer: (call) =>
          call.url === '/api/auth/email'
            ? jsonResponse(
                { error: { code: 'conflict', message: TAKEN, fields: { email: TAKEN } } },
                409,
              )
            : undefined,
      })
      renderPage()
      const card = await section(EMAIL_SECTION)
      await userEvent.type(card.getByLabelText(NEW_EMAIL_LABEL), 'taken@nocturne.club')
      await userEvent.type(card.getByLabelText(CURRENT_PASSWORD_LABEL), 'my-password')
      await userEvent.click(card.getByRole('button', { name: SEND_CONFIRMATION_LINK }))

      await waitFor(() => {
        expect(card.getByLabelText(NEW_EMAIL_LABEL)).toHaveAccessibleDescription(TAKEN)
      })
    })

    it('says the address is changed when the link lands with ?email_change=done, reads the account again and drops the flag', async () => {
      const { calls } = stubServer({ user: { ...me, email: 'new@nocturne.club' } })
      const { router } = renderPage('/admin/profile?email_change=done')
      const card = await section(EMAIL_SECTION)

      expect(card.getByRole('status')).toHaveTextContent(EMAIL_CHANGE_DONE)
      await waitFor(() => {
        expect(router.state.location.search).toBe('')
      })
      expect(await card.findByText('new@nocturne.club')).toBeInTheDocument()
      expect(calls.some((call) => call.url === '/api/auth/user')).toBe(true)
      expect(card.getByRole('status')).toHaveTextContent(EMAIL_CHANGE_DONE)
    })

    it('says a dead link is dead with ?email_change=invalid', async () => {
      stubServer()
      const { router } = renderPage('/admin/profile?email_change=invalid')
      const card = await section(EMAIL_SECTION)

      expect(card.getByRole('alert')).toHaveTextContent(EMAIL_CHANGE_LINK_INVALID)
      await waitFor(() => {
        expect(router.state.location.search).toBe('')
      })
    })
  })

  describe('Two-factor sign-in', () => {
    it('sets it up: the secret in groups of four, the app link, a first code, then the recovery codes', async () => {
      let twoFactor: TwoFactorPublic = { ...OFF, required: true }
      const { calls } = stubServer({
        answer: (call) => {
          if (call.url === '/api/auth/2fa') return jsonResponse(twoFactor)
          if (call.url === '/api/auth/2fa/setup')
            return jsonResponse({
              secret: SECRET,
              otpauth_uri: `otpauth://totp/Nocturne:ada?secret=${SECRET}`,
            })
          if (call.url === '/api/auth/2fa/enable') {
            twoFactor = { enabled: true, required: true, recovery_codes_left: 10 }
            return jsonResponse({ recovery_codes: CODES })
          }
          return undefined
        },
      })
      const { authStore } = renderPage()
      // A staff call was refused for want of it: the other screens are closed until it is on.
      authStore.setTwoFactorSetupNeeded(true)
      const card = await section(TWO_FACTOR_SECTION)

      expect(await card.findByText(TWO_FACTOR_SET_UP_HERE)).toBeInTheDocument()
      // A session alone does not change how the account signs in: the password is asked.
      await userEvent.type(card.getByLabelText(CURRENT_PASSWORD_LABEL), 'my passphrase')
      await userEvent.click(card.getByRole('button', { name: SET_UP_TWO_FACTOR }))
      expect(calls.find((call) => call.url === '/api/auth/2fa/setup')).toMatchObject({
        method: 'POST',
        body: { current_password: 'my passphrase' },
      })

      const secret = await card.findByTestId('two-factor-secret')
      expect(secret).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')
      expect(secret).toHaveAttribute('data-secret', SECRET)
      expect(secret).toHaveAccessibleName('Secret key')
      expect(card.getByRole('link', { name: OPEN_IN_AUTHENTICATOR })).toHaveAttribute(
        'href',
        `otpauth://totp/Nocturne:ada?secret=${SECRET}`,
      )
      // A computer's screen shows the same address as a QR code, for the phone's camera.
      const qrCode = await card.findByRole('img', { name: TWO_FACTOR_QR_CODE })
      expect(readQrCode(qrCode)).toBe(`otpauth://totp/Nocturne:ada?secret=${SECRET}`)
      const user = userEvent.setup()
      await user.click(card.getByRole('button', { name: COPY_SECRET }))
      expect(await navigator.clipboard.readText()).toBe(SECRET)
      expect(await screen.findByText(SECRET_COPIED)).toBeInTheDocument()

      const field = card.getByLabelText(AUTHENTICATION_CODE_LABEL)
      expect(field).toHaveAttribute('inputmode', 'numeric')
      expect(field).toHaveAttribute('autocomplete', 'one-time-code')

      await userEvent.type(field, '123456')
      await userEvent.click(card.getByRole('button', { name: TURN_ON }))

      const codes = await card.findByRole('list', { name: RECOVERY_CODES_TITLE })
      expect(
        within(codes)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(CODES)
      expect(card.getByRole('button', { name: DOWNLOAD })).toBeInTheDocument()
      expect(calls.find((call) => call.url === '/api/auth/2fa/enable')).toMatchObject({
        method: 'POST',
        body: { code: '123456', current_password: 'my passphrase' },
      })
      expect(card.queryByTestId('two-factor-secret')).not.toBeInTheDocument()
      expect(authStore.needsTwoFactorSetup()).toBe(false)
      expect(await card.findByText(TWO_FACTOR_CANNOT_TURN_OFF)).toBeInTheDocument()
    })

    it('downloads the recovery codes as a text file', async () => {
      stubServer({
        answer: (call) => {
          if (call.url === '/api/auth/2fa/setup')
            return jsonResponse({ secret: SECRET, otpauth_uri: 'otpauth://totp/x' })
          if (call.url === '/api/auth/2fa/enable') return jsonResponse({ recovery_codes: CODES })
          return undefined
        },
      })
      const create = vi.fn<(blob: Blob) => string>(() => 'blob:codes')
      Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() })
      const click = vi
        .spyOn(HTMLAnchorElement.prototype, 'click')
        .mockImplementation(() => undefined)
      renderPage()
      const card = await section(TWO_FACTOR_SECTION)
      await userEvent.type(await card.findByLabelText(CURRENT_PASSWORD_LABEL), 'my passphrase')
      await userEvent.click(card.getByRole('button', { name: SET_UP_TWO_FACTOR }))
      await userEvent.type(await card.findByLabelText(AUTHENTICATION_CODE_LABEL), '123456')
      await userEvent.click(card.getByRole('button', { name: TURN_ON }))
      await userEvent.click(await card.findByRole('button', { name: DOWNLOAD }))

      expect(click).toHaveBeenCalledOnce()
      const blob = create.mock.calls[0]?.[0]
      expect(await blob?.text()).toBe(`${CODES.join('\n')}\n`)
    })

    it('shows a wrong first code at the field', async () => {
      stubServer({
        answer: (call) => {
          if (call.url === '/api/auth/2fa/setup')
            return jsonResponse({ secret: SECRET, otpauth_uri: 'otpauth://totp/x' })
          if (call.url === '/api/auth/2fa/enable')
            return jsonResponse(
              {
                error: {
                  code: 'validation_error',
                  message: INVALID_CODE,
                  fields: { code: INVALID_CODE },
                },
              },
              422,
            )
          return undefined
        },
      })
      renderPage()
      const card = await section(TWO_FACTOR_SECTION)
      await userEvent.type(await card.findByLabelText(CURRENT_PASSWORD_LABEL), 'my passphrase')
      await userEvent.click(card.getByRole('button', { name: SET_UP_TWO_FACTOR }))
      await userEvent.type(await card.findByLabelText(AUTHENTICATION_CODE_LABEL), '000000')
      await userEvent.click(card.getByRole('button', { name: TURN_ON }))

      await waitFor(() => {
        expect(card.getByLabelText(AUTHENTICATION_CODE_LABEL)).toHaveAccessibleDescription(
          INVALID_CODE,
        )
      })
      expect(card.queryByRole('list', { name: RECOVERY_CODES_TITLE })).not.toBeInTheDocument()
    })

    it('shows a wrong password at its field, and sets nothing up', async () => {
      stubServer({
        answer: (call) =>
          call.url === '/api/auth/2fa/setup'
            ? jsonResponse(
                {
                  error: {
                    code: 'validation_error',
                    message: WRONG_PASSWORD,
                    fields: { current_password: WRONG_PASSWORD },
                  },
                },
                422,
              )
            : undefined,
      })
      renderPage()
      const card = await section(TWO_FACTOR_SECTION)
      await userEvent.type(await card.findByLabelText(CURRENT_PASSWORD_LABEL), 'a guess')
      await userEvent.click(card.getByRole('button', { name: SET_UP_TWO_FACTOR }))

      await waitFor(() => {
        expect(card.getByLabelText(CURRENT_PASSWORD_LABEL)).toHaveAccessibleDescription(
          WRONG_PASSWORD,
        )
      })
      expect(card.queryByTestId('two-factor-secret')).not.toBeInTheDocument()
    })

    it('turns it off with a code and the password', async () => {
      const { calls } = stubServer({
        twoFactor: { enabled: true, required: false, recovery_codes_left: 7 },
        answer: (call) => (call.url === '/api/auth/2fa/disable' ? jsonResponse(OFF) : undefined),
      })
      renderPage()
      const card = await section(TWO_FACTOR_SECTION)
      expect(await card.findByText('7')).toBeInTheDocument()

      await userEvent.type(card.getByLabelText(CURRENT_PASSWORD_LABEL), 'my passphrase')
      await userEvent.type(card.getByLabelText(AUTHENTICATION_CODE_LABEL), 'a1b2c3d4-e5f6a7b8')
      await userEvent.click(card.getByRole('button', { name: TURN_OFF }))

      expect(await screen.findByText(TWO_FACTOR_TURNED_OFF)).toBeInTheDocument()
      expect(calls.find((call) => call.url === '/api/auth/2fa/disable')).toMatchObject({
        method: 'POST',
        body: { code: 'a1b2c3d4-e5f6a7b8', current_password: 'my passphrase' },
      })
      expect(await card.findByRole('button', { name: SET_UP_TWO_FACTOR })).toBeInTheDocument()
    })

    it('offers no Turn Off when the role requires it, and says why', async () => {
      stubServer({ twoFactor: { enabled: true, required: true, recovery_codes_left: 10 } })
      renderPage()
      const card = await section(TWO_FACTOR_SECTION)

      expect(await card.findByText(TWO_FACTOR_CANNOT_TURN_OFF)).toBeInTheDocument()
      expect(card.queryByRole('button', { name: TURN_OFF })).not.toBeInTheDocument()
      expect(card.queryByLabelText(AUTHENTICATION_CODE_LABEL)).not.toBeInTheDocument()
    })
  })
})
