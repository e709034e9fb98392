import { describe, expect, it, vi } from 'vitest'

import { buildSession } from '@/testing/factories'
import { jsonResponse, stubFetch } from '@/testing/fetch'
import { renderRoutes } from '@/testing/render'

import { AdminLayout } from './admin-layout'

const { useToken } = vi.hoisted(() => ({
  useToken: vi.fn<(provider: (() => string | null) | null) => void>(),
}))
vi.mock('@/lib/realtime', () => ({ realtime: { useToken, subscribe: vi.fn() } }))

describe('AdminLayout and the live-updates socket', () => {
  it("hands the session's access token to the socket while the admin area is open", async () => {
    const session = buildSession()
    stubFetch(() => jsonResponse(session))
    const { authStore, unmount } = renderRoutes(
      [{ path: '/admin', element: <AdminLayout clubName="Nocturne">screen</AdminLayout> }],
      { path: '/admin' },
    )
    await authStore.restore()

    const provider = useToken.mock.calls.at(-1)?.[0]
    expect(provider?.()).toBe(session.access_token)

    unmount()
    expect(useToken).toHaveBeenLastCalledWith(null)
  })
})
