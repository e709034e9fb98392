import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { answer } from '@/lib/api-client'
import { TWO_FACTOR_SETUP_NEEDED, TWO_FACTOR_SETUP_TITLE } from './messages'
import { buildSession } from '@/testing/factories'
import { errorResponse, jsonResponse, stubFetch } from '@/testing/fetch'
import { renderRoutes } from '@/testing/render'

import { TwoFactorSetupGuard } from './two-factor-guard'

const SETUP_NEEDED = 'Your role requires two-factor sign-in. Set it up on your profile to continue.'

// The admin screens behind the guard; every staff call is refused until two-factor sign-in is set up.
async function renderGuarded(path: string) {
  stubFetch((call) =>
    call.url.startsWith('/api/auth/token')
      ? jsonResponse(buildSession())
      : errorResponse(403, SETUP_NEEDED, 'two_factor_setup_required'),
  )
  const screenAt = (name: string) => (
    <TwoFactorSetupGuard>
      <p>{name} screen</p>
    </TwoFactorSetupGuard>
  )
  const rendered = renderRoutes(
    [
      { path: '/admin', element: screenAt('Dashboard') },
      { path: '/admin/profile', element: screenAt('Profile') },
    ],
    { path },
  )
  await rendered.authStore.restore()
  return rendered
}

describe('TwoFactorSetupGuard', () => {
  it('opens the screens while no staff call was refused for want of two-factor sign-in', async () => {
    await renderGuarded('/admin')
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument()
  })

  it('closes every screen but the profile once a staff call is refused, and links to the profile', async () => {
    const { authStore, router } = await renderGuarded('/admin')
    await expect(answer(authStore.client.GET('/api/admin/dashboard'))).rejects.toMatchObject({
      status: 403,
    })

    expect(
      await screen.findByRole('heading', { level: 1, name: TWO_FACTOR_SETUP_TITLE }),
    ).toBeInTheDocument()
    expect(TWO_FACTOR_SETUP_TITLE).toBe('Set up two-factor sign-in')
    expect(screen.getByText(TWO_FACTOR_SETUP_NEEDED)).toBeInTheDocument()
    expect(TWO_FACTOR_SETUP_NEEDED).toBe(SETUP_NEEDED)
    expect(screen.queryByText('Dashboard screen')).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('link', { name: 'Go to Profile' }))

    expect(await screen.findByText('Profile screen')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin/profile')
  })

  it('opens the screens again once two-factor sign-in is on', async () => {
    const { authStore } = await renderGuarded('/admin')
    await expect(answer(authStore.client.GET('/api/admin/dashboard'))).rejects.toMatchObject({
      status: 403,
    })
    expect(await screen.findByRole('heading', { name: TWO_FACTOR_SETUP_TITLE })).toBeInTheDocument()

    authStore.setTwoFactorSetupNeeded(false)

    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument()
  })
})
