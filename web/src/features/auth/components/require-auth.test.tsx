import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { LOADING, TRY_AGAIN } from '@/messages'
import { AUTH_UNREACHABLE } from '../messages'
import { buildSession } from '@/testing/factories'
import { errorResponse, jsonResponse, stubFetch } from '@/testing/fetch'
import { renderRoutes } from '@/testing/render'

import { RequireAuth } from './require-auth'

function renderGuarded() {
  return renderRoutes(
    [
      {
        path: '/admin',
        element: (
          <RequireAuth>
            <p>Admin area</p>
          </RequireAuth>
        ),
      },
      { path: '/admin/login', element: <p>Login page</p> },
    ],
    { path: '/admin' },
  )
}

describe('RequireAuth', () => {
  it('shows a spinner while the session is checked', () => {
    stubFetch(() => new Promise<Response>(() => undefined))
    renderGuarded()
    expect(screen.getByRole('status', { name: LOADING })).toBeInTheDocument()
    expect(screen.queryByText('Admin area')).not.toBeInTheDocument()
  })

  it('redirects to /admin/login without a session', async () => {
    stubFetch(() => errorResponse(401, 'Your session is no longer valid. Please sign in again.'))
    const { router } = renderGuarded()

    expect(await screen.findByText('Login page')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin/login')
  })

  it('opens the admin area with a session', async () => {
    stubFetch(() => jsonResponse(buildSession()))
    renderGuarded()
    expect(await screen.findByText('Admin area')).toBeInTheDocument()
  })

  it('offers to try again when the session check gets no answer', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch')
    })
    renderGuarded()
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_UNREACHABLE)
    expect(screen.getByRole('button', { name: TRY_AGAIN })).toBeInTheDocument()
  })
})
