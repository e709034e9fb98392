import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { ToastProvider } from '@/components/toast'
import type { ContentSectionPublic, RevisionPublic } from '@/lib/api/types'
import {
  FAILED_TO_RESTORE,
  HISTORY,
  HISTORY_CURRENT,
  HISTORY_ORIGINAL_VERSION,
  RESTORE,
  RESTORE_THIS_VERSION,
  RESTORE_VERSION_QUESTION,
  VERSION_RESTORED,
} from '../messages'
import { buildSection, buildSession, buildUser } from '@/testing/factories'
import { errorResponse, jsonResponse, stubFetch, type FetchCall } from '@/testing/fetch'
import { renderRoutes } from '@/testing/render'

import { HeroManager } from '../hero/hero-manager'

vi.mock('@/lib/realtime', async () => {
  const { createFakeRealtime } = await import('@/testing/fake-realtime')
  return { realtime: createFakeRealtime() }
})

const OLD_IMAGE = '/media/hero-images/old.png'
const NEW_IMAGE = '/media/hero-images/new.png'
const oldContent = { title: 'Nocturne', subtitle: 'Late nights', background_image: OLD_IMAGE }
const newContent = { title: 'Nights', subtitle: 'Late nights', background_image: NEW_IMAGE }
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

function revision(overrides: Partial<RevisionPublic>): RevisionPublic {
  return {
    id: 'r-update',
    entity: 'content_sections',
    entity_id: 'hero-row',
    label: 'hero',
    action: 'update',
    at: minutesAgo(5),
    actor: 'ada@nocturne.club',
    before: null,
    after: null,
    changed: [],
    ...overrides,
  }
}

function renderHero({ restoreFails = false } = {}) {
  const row = (content: typeof oldContent): ContentSectionPublic =>
    buildSection({
      id: 'hero-row',
      section_name: 'hero',
      title: content.title,
      subtitle: content.subtitle,
      content,
    })
  let hero = row(newContent)
  const history = [
    revision({
      before: { title: 'Nocturne', subtitle: 'Late nights', content: oldContent },
      after: { title: 'Nights', subtitle: 'Late nights', content: newContent },
      changed: ['content', 'title'],
    }),
    revision({
      id: 'r-original',
      action: 'original',
      actor: 'system',
      at: minutesAgo(6),
      before: { title: 'Nocturne', content: oldContent },
    }),
  ]
  const { calls } = stubFetch((call) => {
    if (call.url.startsWith('/api/auth/token'))
      return jsonResponse(buildSession({ user: buildUser({ email: 'ada@nocturne.club' }) }))
    if (call.url === '/api/admin/history/content_sections/hero-row')
      return jsonResponse({ data: history, count: history.length })
    if (call.method === 'POST' && call.url === '/api/admin/revisions/r-original/restore') {
      if (restoreFails) return errorResponse(404, 'Not found', 'not_found')
      hero = row(oldContent)
      const restored = revision({
        id: 'r-restore',
        action: 'restore',
        at: new Date().toISOString(),
        changed: ['content', 'title'],
      })
      history.unshift(restored)
      return jsonResponse(restored)
    }
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

const restores = (calls: readonly FetchCall[]) =>
  calls
    .filter((call) => call.method === 'POST' && call.url.startsWith('/api/admin/'))
    .map((call) => call.url)

async function openHistory() {
  await userEvent.click(await screen.findByRole('button', { name: HISTORY }))
  return screen.findByRole('dialog', { name: 'History of Hero' })
}

describe('the History panel of a content screen', () => {
  it("lists the row's versions newest first: who, when, and what changed, old and new", async () => {
    renderHero()
    const panel = await openHistory()
    const entries = await within(panel).findAllByRole('listitem')
    expect(entries).toHaveLength(2)

    const [current, original] = entries as [HTMLElement, HTMLElement]
    expect(current).toHaveTextContent('Edited')
    expect(current).toHaveTextContent(HISTORY_CURRENT)
    expect(current).toHaveTextContent('by ada@nocturne.club')
    expect(current).toHaveTextContent('5 minutes ago')
    expect(
      within(current).getByRole('img', { name: 'Content › Background image, before' }),
    ).toHaveAttribute('src', OLD_IMAGE)
    expect(
      within(current).getByRole('img', { name: 'Content › Background image, after' }),
    ).toHaveAttribute('src', NEW_IMAGE)
    const title = within(current).getByText('Title').closest('div') as HTMLElement
    expect(title.querySelector('del')).toHaveTextContent('Nocturne')
    expect(title.querySelector('ins')).toHaveTextContent('Nights')
    // The current version cannot be restored; the one before it can.
    expect(
      within(current).queryByRole('button', { name: new RegExp(RESTORE_THIS_VERSION) }),
    ).not.toBeInTheDocument()

    expect(original).toHaveTextContent(HISTORY_ORIGINAL_VERSION)
    expect(original).not.toHaveTextContent('system')
    expect(
      within(original).getByRole('button', { name: new RegExp(RESTORE_THIS_VERSION) }),
    ).toBeEnabled()
  })

  it('restores a version once confirmed: the server is asked, a toast says so and the form shows it', async () => {
    const { calls } = renderHero()
    expect(await screen.findByLabelText(/^Title/)).toHaveValue('Nights')
    const panel = await openHistory()
    await userEvent.click(
      await within(panel).findByRole('button', { name: new RegExp(RESTORE_THIS_VERSION) }),
    )

    const confirm = await screen.findByRole('dialog', { name: 'Restore this version?' })
    expect(confirm).toHaveAccessibleDescription(RESTORE_VERSION_QUESTION)
    await userEvent.click(within(confirm).getByRole('button', { name: RESTORE }))

    const region = screen.getByRole('region', { name: 'Notifications' })
    expect(await within(region).findByText(VERSION_RESTORED)).toBeInTheDocument()
    expect(restores(calls)).toEqual(['/api/admin/revisions/r-original/restore'])
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Nocturne')
    expect(screen.getByLabelText('Background image URL')).toHaveValue(OLD_IMAGE)
  })

  it('asks nothing of the server when the restore is cancelled', async () => {
    const { calls } = renderHero()
    const panel = await openHistory()
    await userEvent.click(
      await within(panel).findByRole('button', { name: new RegExp(RESTORE_THIS_VERSION) }),
    )
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Restore this version?' })).getByRole(
        'button',
        { name: 'Cancel' },
      ),
    )
    expect(restores(calls)).toEqual([])
    expect(screen.getByRole('dialog', { name: 'History of Hero' })).toBeInTheDocument()
  })

  it('says so when the restore fails, and keeps the form as it was', async () => {
    renderHero({ restoreFails: true })
    const panel = await openHistory()
    await userEvent.click(
      await within(panel).findByRole('button', { name: new RegExp(RESTORE_THIS_VERSION) }),
    )
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Restore this version?' })).getByRole(
        'button',
        { name: RESTORE },
      ),
    )

    const region = screen.getByRole('region', { name: 'Notifications' })
    expect(await within(region).findByText(FAILED_TO_RESTORE)).toBeInTheDocument()
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Nights')
  })
})
