import { QueryClient } from '@tanstack/react-query'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { ToastProvider } from '@/components/toast'
import {
  DRAFT_DISCARD,
  DRAFT_DISCARDED,
  DRAFT_NEW,
  DRAFT_PUBLISH,
  DRAFT_PUBLISHED,
  DRAFTS_EMPTY,
  DRAFTS_LIST_LABEL,
  PREVIEW_ALL_DRAFTS,
} from '../messages'
import { buildSession } from '@/testing/factories'
import { jsonResponse, noContent, stubFetch } from '@/testing/fetch'
import { renderRoutes } from '@/testing/render'

import type { DraftPublic } from '../api/drafts'
import { DraftsPage } from './drafts-page'

const HERO: DraftPublic = {
  id: 'draft-hero',
  entity: 'content_sections',
  target: 'hero',
  label: 'hero',
  values: {
    title: 'NOCTURNE',
    subtitle: 'x',
    content: { title: 'Draft headline', subtitle: 'Open late' },
  },
  saved_at: '2025-03-07T21:04:00Z',
  actor: 'manager@nocturne.club',
}
const EVENT: DraftPublic = {
  id: 'draft-event',
  entity: 'events',
  target: null,
  label: 'Midnight Gala',
  values: {
    title: 'Midnight Gala',
    date: '2030-06-07',
    time: '10:00 PM',
    location: 'Main Room',
    description: 'Black tie.',
  },
  saved_at: '2025-03-08T21:04:00Z',
  actor: 'owner@nocturne.club',
}
const PACKAGE: DraftPublic = {
  id: 'draft-package',
  entity: 'packages',
  target: '00000000-0000-4000-8000-000000000001',
  label: 'Gold Table',
  values: {
    name: 'Gold Table',
    price: '500.00',
    includes: ['Champagne', 'Host'],
    description: 'Best seat.',
  },
  saved_at: '2025-03-09T21:04:00Z',
  actor: 'owner@nocturne.club',
}
const SITE_KEYS = [['site'], ['public']] as const

function renderPage(drafts: DraftPublic[]) {
  let listed = drafts
  const server = stubFetch((call) => {
    if (call.url.startsWith('/api/auth/token')) return jsonResponse(buildSession())
    if (call.method === 'POST' && call.url.endsWith('/publish')) {
      const id = call.url.split('/').at(-2)
      listed = listed.filter((draft) => draft.id !== id)
      return jsonResponse({ entity: 'content_sections', id: 'row' })
    }
    if (call.method === 'DELETE') {
      const id = call.url.split('/').at(-1)
      listed = listed.filter((draft) => draft.id !== id)
      return noContent()
    }
    return jsonResponse({ data: listed, count: listed.length })
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  // What the tab holds besides: the visitors' site and the hero manager's sections.
  queryClient.setQueryData(['site'], { club_name: 'Nocturne' })
  queryClient.setQueryData(['admin', 'content', 'sections'], { data: [], count: 0 })
  queryClient.setQueryData(['admin', 'content', 'events'], { data: [], count: 0 })
  renderRoutes(
    [
      {
        path: '/admin/drafts',
        element: (
          <ToastProvider>
            <DraftsPage siteKeys={SITE_KEYS} />
          </ToastProvider>
        ),
      },
    ],
    { path: '/admin/drafts', queryClient },
  )
  return { ...server, queryClient }
}

const card = (name: string) => {
  const list = screen.getByRole('list', { name: DRAFTS_LIST_LABEL })
  const item = within(list)
    .getAllByRole('listitem')
    .find((entry) => within(entry).queryByRole('heading', { name }))
  if (!item) throw new Error(`no draft named ${name}`)
  return item
}

describe('DraftsPage', () => {
  it('lists each draft with its kind, who saved it, a summary and a preview link', async () => {
    renderPage([HERO, EVENT, PACKAGE])
    await screen.findByRole('list', { name: DRAFTS_LIST_LABEL })
    expect(screen.getByText('3 drafts waiting to be published.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: new RegExp(PREVIEW_ALL_DRAFTS) })).toHaveAttribute(
      'target',
      '_blank',
    )

    const hero = card('Hero')
    expect(within(hero).getByText('Section')).toBeInTheDocument()
    expect(within(hero).queryByText(DRAFT_NEW)).not.toBeInTheDocument()
    expect(within(hero).getByText('Draft headline · Open late')).toBeInTheDocument()
    expect(within(hero).getByText('manager@nocturne.club')).toBeInTheDocument()
    expect(within(hero).getByRole('link', { name: /Preview Hero/ })).toHaveAttribute(
      'href',
      '/admin/preview',
    )

    const event = card('Midnight Gala')
    expect(within(event).getByText('Event')).toBeInTheDocument()
    expect(within(event).getByText(DRAFT_NEW)).toBeInTheDocument()
    expect(within(event).getByText(/10:00 PM · Main Room — Black tie\./)).toBeInTheDocument()
    expect(within(event).getByRole('link', { name: /Preview Midnight Gala/ })).toHaveAttribute(
      'href',
      '/admin/preview#events',
    )

    const gold = card('Gold Table')
    expect(within(gold).getByText('Package')).toBeInTheDocument()
    expect(within(gold).queryByText(DRAFT_NEW)).not.toBeInTheDocument()
    expect(within(gold).getByText('$500.00 · includes 2 items — Best seat.')).toBeInTheDocument()
  })

  it('publishes a draft once confirmed, then reads the drafts, the list it changed and the site again', async () => {
    const { calls, queryClient } = renderPage([HERO, EVENT])
    await screen.findByRole('list', { name: DRAFTS_LIST_LABEL })

    await userEvent.click(within(card('Hero')).getByRole('button', { name: 'Publish Hero' }))
    const dialog = screen.getByRole('dialog')
    expect(dialog).toHaveTextContent('"Hero" goes live on the site at once.')
    await userEvent.click(within(dialog).getByRole('button', { name: DRAFT_PUBLISH }))

    const toasts = screen.getByRole('region', { name: 'Notifications' })
    expect(await within(toasts).findByText(DRAFT_PUBLISHED)).toBeInTheDocument()
    expect(calls.filter((call) => call.url.includes('/drafts/')).map((call) => call.url)).toEqual([
      '/api/admin/drafts/draft-hero/publish',
    ])
    expect(queryClient.getQueryState(['site'])?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(['admin', 'content', 'sections'])?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(['admin', 'content', 'events'])?.isInvalidated).toBe(false)
    expect(await screen.findByText('1 draft waiting to be published.')).toBeInTheDocument()
    expect(
      within(screen.getByRole('list', { name: DRAFTS_LIST_LABEL })).getAllByRole('listitem'),
    ).toHaveLength(1)
  })

  it('asks before discarding, and discards nothing when told no', async () => {
    const { calls } = renderPage([EVENT])
    await screen.findByRole('list', { name: DRAFTS_LIST_LABEL })

    await userEvent.click(
      within(card('Midnight Gala')).getByRole('button', { name: 'Discard Midnight Gala' }),
    )
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    )
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([])

    await userEvent.click(
      within(card('Midnight Gala')).getByRole('button', { name: 'Discard Midnight Gala' }),
    )
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: DRAFT_DISCARD }),
    )
    const toasts = screen.getByRole('region', { name: 'Notifications' })
    expect(await within(toasts).findByText(DRAFT_DISCARDED)).toBeInTheDocument()
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/admin/drafts/draft-event',
    ])
    expect(await screen.findByText(DRAFTS_EMPTY)).toBeInTheDocument()
  })
})
