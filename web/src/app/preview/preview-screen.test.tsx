import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { DraftPublic } from '@/features/content/api/drafts'
import type { FakeRealtime } from '@/testing/fake-realtime'
import { SITE_DATA_ELEMENT_ID } from '@/features/site/api/inlined-site-data'
import { LIVE_REFETCH_INTERVAL_MS } from '@/hooks/use-live-query'
import type { SitePublic } from '@/lib/api/types'
import { realtime } from '@/lib/realtime'
import { CONTACT_SEND } from '@/messages'
import {
  ALL_DRAFTS_PUBLISHED,
  BACK_TO_DRAFTS,
  PREVIEW_BANNER,
  PREVIEW_BANNER_NOTHING,
  PREVIEW_FORM_NOT_SENT,
  PUBLISH_ALL,
  publishAllStopped,
} from '@/messages-admin'
import { buildEvent, buildHero, buildSection, buildSession, buildSite } from '@/testing/factories'
import { errorResponse, jsonResponse, stubFetch, type FetchCall } from '@/testing/fetch'
import { renderRoutes } from '@/testing/render'

import { AdminPreviewRoute } from '../routes/admin/preview'

vi.mock('@/lib/realtime', async () => {
  const { createFakeRealtime } = await import('@/testing/fake-realtime')
  return { realtime: createFakeRealtime() }
})
const live = realtime as unknown as FakeRealtime

// What visitors get: the published hero, no event.
const PUBLISHED = buildSite({ hero: buildHero({ title: 'Published headline' }) })
// What the drafts would make of it.
const PREVIEW: SitePublic = buildSite({
  hero: buildHero({ title: 'Draft headline' }),
  events: [buildEvent({ title: 'Draft Night', date: '2030-06-07' })],
})
const DRAFT: DraftPublic = {
  id: 'd1',
  entity: 'content_sections',
  target: 'hero',
  label: 'hero',
  values: {},
  saved_at: '2025-01-01T00:00:00Z',
  actor: 'owner@nocturne.club',
}

// The staff calls the preview makes; any other address is a visitor's (public) call.
const STAFF = ['/api/auth/token', '/api/admin/preview', '/api/admin/drafts']
const EVENT_DRAFT: DraftPublic = {
  ...DRAFT,
  id: 'd2',
  entity: 'events',
  target: null,
  label: 'Draft Night',
}
const SECOND: DraftPublic = { ...DRAFT, id: 'd3', target: 'footer', label: 'footer' }

const publicCalls = (calls: readonly FetchCall[]) =>
  calls.filter((call) => !STAFF.some((path) => call.url.startsWith(path)))

function renderPreview(
  path = '/admin/preview',
  preview: SitePublic = PREVIEW,
  drafts = [DRAFT],
  refuse = '',
) {
  let waiting = drafts
  const server = stubFetch((call) => {
    if (call.url.startsWith('/api/auth/token')) return jsonResponse(buildSession())
    if (call.url === '/api/admin/preview') return jsonResponse(preview)
    if (call.url === '/api/admin/drafts')
      return jsonResponse({ data: waiting, count: waiting.length })
    if (call.url.endsWith('/publish')) {
      const id = call.url.split('/').at(-2)
      if (id === refuse) return errorResponse(422, 'The date is in the past.')
      waiting = waiting.filter((draft) => draft.id !== id)
      return jsonResponse({ entity: 'content_sections', id: 'row' })
    }
    if (call.url === '/api/site') return jsonResponse(PUBLISHED)
    return errorResponse(500, 'not in this test')
  })
  renderRoutes([{ path: '/admin/preview', element: <AdminPreviewRoute /> }], { path })
  return server
}

describe('the preview of the site with its drafts', () => {
  beforeEach(() => {
    // The page's HTML carries the visitors' payload, as the server inlines it into every page.
    const script = document.createElement('script')
    script.id = SITE_DATA_ELEMENT_ID
    script.type = 'application/json'
    script.textContent = JSON.stringify(PUBLISHED)
    document.head.append(script)
  })
  afterEach(() => {
    document.getElementById(SITE_DATA_ELEMENT_ID)?.remove()
  })

  it('renders the landing page from the preview payload, under the banner', async () => {
    const { calls } = renderPreview()

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Draft headline' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Draft Night' })).toBeInTheDocument()
    expect(screen.queryByText('Published headline')).not.toBeInTheDocument()

    const banner = screen.getByRole('region', { name: 'Preview' })
    expect(within(banner).getByText(PREVIEW_BANNER)).toBeInTheDocument()
    expect(within(banner).getByRole('link', { name: BACK_TO_DRAFTS })).toHaveAttribute(
      'href',
      '/admin/drafts',
    )
    await waitFor(() => {
      expect(within(banner).getByRole('button', { name: PUBLISH_ALL })).toBeEnabled()
    })
    expect(publicCalls(calls)).toEqual([])
  })

  it('reads nothing from the public API, not even when the live updates announce a change', async () => {
    const { calls } = renderPreview()
    await screen.findByRole('heading', { level: 1, name: 'Draft headline' })

    for (const table of [
      'content_sections',
      'events',
      'gallery_items',
      'packages',
      'contact_sections',
      'navigation_settings',
    ]) {
      live.emit(table)
    }
    await new Promise((resolve) => setTimeout(resolve, LIVE_REFETCH_INTERVAL_MS + 200))

    expect(publicCalls(calls)).toEqual([])
    expect(screen.getByRole('heading', { level: 1, name: 'Draft headline' })).toBeInTheDocument()
  })

  it('sends no form: a submission is stopped and says why', async () => {
    const { calls } = renderPreview()
    await screen.findByRole('heading', { level: 1, name: 'Draft headline' })

    const form = screen.getByRole('button', { name: CONTACT_SEND }).closest('form')
    expect(form).not.toBeNull()
    if (form) fireEvent.submit(form)

    const toasts = screen.getByRole('region', { name: 'Notifications' })
    expect(await within(toasts).findByText(PREVIEW_FORM_NOT_SENT)).toBeInTheDocument()
    expect(publicCalls(calls)).toEqual([])
  })

  it('shows a legal page of the preview when asked for it', async () => {
    const privacy = buildSection({
      section_name: 'privacy',
      content: { title: 'Draft privacy', body: '## Cookies\n\n- none' },
    })
    renderPreview('/admin/preview?page=privacy', { ...PREVIEW, sections: { privacy } })

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Draft privacy' }),
    ).toBeInTheDocument()
    const main = screen.getByRole('main')
    expect(within(main).getByRole('heading', { name: 'Cookies' })).toBeInTheDocument()
    expect(within(main).getByRole('listitem')).toHaveTextContent('none')
  })

  it('publishes every draft, one after the other, once confirmed', async () => {
    const { calls } = renderPreview('/admin/preview', PREVIEW, [DRAFT, EVENT_DRAFT])
    const banner = await screen.findByRole('region', { name: 'Preview' })
    await screen.findByRole('heading', { level: 1, name: 'Draft headline' })
    const publishAll = within(banner).getByRole('button', { name: PUBLISH_ALL })
    await waitFor(() => {
      expect(publishAll).toBeEnabled()
    })

    await userEvent.click(publishAll)
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: PUBLISH_ALL }),
    )

    const toasts = screen.getByRole('region', { name: 'Notifications' })
    expect(await within(toasts).findByText(ALL_DRAFTS_PUBLISHED)).toBeInTheDocument()
    expect(calls.filter((call) => call.url.endsWith('/publish')).map((call) => call.url)).toEqual([
      '/api/admin/drafts/d1/publish',
      '/api/admin/drafts/d2/publish',
    ])
    expect(await within(banner).findByText(PREVIEW_BANNER_NOTHING)).toBeInTheDocument()
    expect(publicCalls(calls)).toEqual([])
  })

  it('stops at a draft the server refuses, and says which', async () => {
    const { calls } = renderPreview('/admin/preview', PREVIEW, [DRAFT, EVENT_DRAFT, SECOND], 'd2')
    const banner = await screen.findByRole('region', { name: 'Preview' })
    const publishAll = within(banner).getByRole('button', { name: PUBLISH_ALL })
    await waitFor(() => {
      expect(publishAll).toBeEnabled()
    })

    await userEvent.click(publishAll)
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: PUBLISH_ALL }),
    )

    const toasts = screen.getByRole('region', { name: 'Notifications' })
    expect(await within(toasts).findByText(publishAllStopped('Draft Night', 1))).toBeInTheDocument()
    expect(within(toasts).getByText('The date is in the past.')).toBeInTheDocument()
    expect(calls.filter((call) => call.url.endsWith('/publish'))).toHaveLength(2)
  })
})
