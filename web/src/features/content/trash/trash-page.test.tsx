import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { ToastProvider } from '@/components/toast'
import type { TrashedPublic } from '@/lib/api/types'
import { ITEM_RESTORED, TRASH_EMPTY, TRASH_LIST_LABEL } from '../messages'
import { buildSession } from '@/testing/factories'
import { jsonResponse, stubFetch } from '@/testing/fetch'
import { renderRoutes } from '@/testing/render'

import { TrashPage } from './trash-page'

vi.mock('@/lib/realtime', async () => {
  const { createFakeRealtime } = await import('@/testing/fake-realtime')
  return { realtime: createFakeRealtime() }
})

const deletedAt = new Date(Date.now() - 2 * 3600_000)
const purgeAt = new Date(deletedAt.getTime() + 30 * 86_400_000)

function trashed(overrides: Partial<TrashedPublic> = {}): TrashedPublic {
  return {
    id: 'r-delete',
    entity: 'events',
    entity_id: 'e1',
    label: 'Midnight Gala',
    action: 'delete',
    at: deletedAt.toISOString(),
    actor: 'ada@nocturne.club',
    before: { id: 'e1', title: 'Midnight Gala', image: '/media/events-images/gala.png' },
    after: null,
    changed: [],
    purge_at: purgeAt.toISOString(),
    ...overrides,
  }
}

function renderTrash(items: TrashedPublic[]) {
  const { calls } = stubFetch((call) => {
    if (call.url.startsWith('/api/auth/token')) return jsonResponse(buildSession())
    if (call.method === 'POST' && call.url.startsWith('/api/admin/revisions/')) {
      const id = call.url.split('/')[4]
      const found = items.findIndex((item) => item.id === id)
      const [restored] = items.splice(found, 1)
      return jsonResponse({ ...restored, id: 'r-restore', action: 'restore' })
    }
    return jsonResponse({ data: items, count: items.length })
  })
  renderRoutes(
    [
      {
        path: '/admin/trash',
        element: (
          <ToastProvider>
            <TrashPage />
          </ToastProvider>
        ),
      },
    ],
    { path: '/admin/trash' },
  )
  return { calls }
}

describe('TrashPage', () => {
  it('lists what was deleted: its kind and name, who deleted it and when, and when it is gone for good', async () => {
    renderTrash([
      trashed(),
      trashed({
        id: 'r-menu',
        entity: 'menu_images',
        entity_id: 'm1',
        label: 'club',
        before: { type: 'club', image_url: '/media/menu-images/club.png' },
      }),
    ])
    const list = await screen.findByRole('list', { name: TRASH_LIST_LABEL })
    const [event, menu] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement]
    expect(event).toHaveTextContent('Event')
    expect(within(event).getByRole('heading', { name: 'Midnight Gala' })).toBeInTheDocument()
    expect(event).toHaveTextContent('Deleted by ada@nocturne.club')
    expect(event).toHaveTextContent('Deleted 2 hours ago')
    const purgeDay = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(purgeAt)
    expect(event).toHaveTextContent(`Removed for good on ${purgeDay}`)
    expect(event.querySelector('img')).toHaveAttribute('src', '/media/events-images/gala.png')

    expect(menu).toHaveTextContent('Menu image')
    expect(within(menu).getByRole('heading', { name: 'Club Menu' })).toBeInTheDocument()
  })

  it('restores an item: the server is asked, a toast says where it is back, and it leaves the list', async () => {
    const { calls } = renderTrash([trashed()])
    await userEvent.click(await screen.findByRole('button', { name: 'Restore Midnight Gala' }))

    const region = screen.getByRole('region', { name: 'Notifications' })
    expect(await within(region).findByText(ITEM_RESTORED)).toBeInTheDocument()
    expect(region).toHaveTextContent('Event “Midnight Gala” is back on the Events screen.')
    expect(
      calls.some(
        (call) => call.method === 'POST' && call.url === '/api/admin/revisions/r-delete/restore',
      ),
    ).toBe(true)
    expect(await screen.findByText(TRASH_EMPTY)).toBeInTheDocument()
  })

  it('says when the trash is empty', async () => {
    renderTrash([])
    expect(await screen.findByText(TRASH_EMPTY)).toBeInTheDocument()
  })
})
