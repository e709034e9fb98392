import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { ToastProvider } from '@/components/toast'
import { TITLE_LABEL } from '@/messages-admin'
import { DRAFT_SAVED, SAVE_AS_DRAFT } from '../messages'
import { buildSection, buildSession, buildUser } from '@/testing/factories'
import { jsonResponse, stubFetch } from '@/testing/fetch'
import { renderRoutes } from '@/testing/render'

import { HeroManager } from '../hero/hero-manager'

vi.mock('@/lib/realtime', async () => {
  const { createFakeRealtime } = await import('@/testing/fake-realtime')
  return { realtime: createFakeRealtime() }
})

const content = {
  title: 'Nocturne',
  subtitle: 'Late nights',
  primary_button_text: 'Reserve',
  primary_button_link: '#bottle-service',
  secondary_button_text: 'Events',
  secondary_button_link: '#events',
}

function renderHero(drafts: unknown[] = []) {
  const hero = buildSection({
    id: 'hero-row',
    section_name: 'hero',
    title: 'Nocturne',
    subtitle: 'Late nights',
    content,
  })
  const { calls } = stubFetch((call) => {
    if (call.url.startsWith('/api/auth/token'))
      return jsonResponse(buildSession({ user: buildUser() }))
    if (call.url === '/api/admin/drafts' && call.method === 'GET')
      return jsonResponse({ data: drafts, count: drafts.length })
    if (call.url === '/api/admin/drafts/sections/hero')
      return jsonResponse({
        id: 'd1',
        entity: 'content_sections',
        target: 'hero',
        label: 'hero',
        values: {},
        saved_at: new Date().toISOString(),
        actor: 'ada@nocturne.club',
      })
    return jsonResponse({ data: [hero], count: 1 })
  })
  renderRoutes(
    [
      {
        path: '/admin/hero',
        element: (
          <ToastProvider>
            <HeroManager />
          </ToastProvider>
        ),
      },
    ],
    { path: '/admin/hero' },
  )
  return { calls }
}

describe('Save as Draft', () => {
  it('keeps the hero as a draft instead of saving it live', async () => {
    const { calls } = renderHero()
    const title = await screen.findByLabelText(new RegExp(TITLE_LABEL))
    await userEvent.clear(title)
    await userEvent.type(title, 'Rooftop Season')
    await userEvent.click(screen.getByRole('button', { name: SAVE_AS_DRAFT }))
    await screen.findByText(DRAFT_SAVED)
    const sent = calls.filter((call) => call.method === 'PUT')
    expect(sent.map((call) => call.url)).toEqual(['/api/admin/drafts/sections/hero'])
    expect(sent[0]?.body).toMatchObject({
      title: 'Rooftop Season',
      content: { title: 'Rooftop Season' },
    })
  })

  it('tells the editor a draft of the hero is waiting', async () => {
    renderHero([
      {
        id: 'd1',
        entity: 'content_sections',
        target: 'hero',
        label: 'hero',
        values: {},
        saved_at: '2026-11-24T10:00:00Z',
        actor: 'ada@nocturne.club',
      },
    ])
    expect(
      await screen.findByText(/A draft of this, saved by ada@nocturne.club/),
    ).toBeInTheDocument()
  })
})
