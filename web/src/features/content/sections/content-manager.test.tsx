import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { ToastProvider } from '@/components/toast'
import { SAVE_CHANGES } from '@/messages-admin'
import {
  CONTENT_SECTIONS_LABEL,
  INVALID_JSON_CONTENT,
  SECTION_UPDATED,
  SELECT_A_SECTION,
} from '../messages'
import { buildSection, buildSession } from '@/testing/factories'
import { jsonResponse, stubFetch } from '@/testing/fetch'
import { renderRoutes } from '@/testing/render'

import { ContentManager } from './content-manager'

const gallery = buildSection({
  section_name: 'gallery',
  title: 'Gallery',
  content: { title: 'Gallery' },
})

function renderManager() {
  const { calls } = stubFetch((call) => {
    if (call.url.startsWith('/api/auth/token')) return jsonResponse(buildSession())
    if (call.method === 'PUT') return jsonResponse({ ...gallery, ...(call.body as object) })
    return jsonResponse({ data: [gallery], count: 1 })
  })
  const rendered = renderRoutes(
    [
      {
        path: '/admin/content',
        element: (
          <ToastProvider>
            <ContentManager />
          </ToastProvider>
        ),
      },
    ],
    { path: '/admin/content' },
  )
  return { calls, ...rendered }
}

describe('ContentManager', () => {
  it("says 'Select a section to edit' until a section is chosen, then shows its name read-only", async () => {
    renderManager()
    expect(await screen.findByText(SELECT_A_SECTION)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: /gallery/ }))
    expect(screen.getByLabelText('Section name')).toHaveValue('gallery')
    expect(screen.getByLabelText('Section name')).toHaveAttribute('readonly')
  })

  it('lists every section the site shows, saved or not, and saves a new one under its name', async () => {
    const { calls } = renderManager()
    const list = await screen.findByRole('navigation', { name: CONTENT_SECTIONS_LABEL })
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.firstChild?.textContent),
    ).toEqual(['bottle-service', 'events', 'footer', 'gallery', 'hero', 'privacy', 'seo', 'terms'])
    await userEvent.click(within(list).getByRole('button', { name: /footer/ }))
    expect(screen.getByLabelText('Section name')).toHaveValue('footer')
    await userEvent.click(screen.getByRole('button', { name: SAVE_CHANGES }))
    await screen.findByText(SECTION_UPDATED)
    expect(calls.find((call) => call.method === 'PUT')?.url).toBe('/api/admin/sections/footer')
  })

  it("refuses bad JSON with 'Invalid JSON in content field' and saves nothing", async () => {
    const { calls } = renderManager()
    await userEvent.click(await screen.findByRole('button', { name: /gallery/ }))
    const content = screen.getByLabelText('Content (JSON)')
    await userEvent.clear(content)
    await userEvent.type(content, '{{"title": "oops"')
    await userEvent.click(screen.getByRole('button', { name: SAVE_CHANGES }))

    expect(await screen.findAllByText(INVALID_JSON_CONTENT)).not.toHaveLength(0)
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0)
  })

  it("saves title, subtitle and content, then says 'Section updated successfully!'", async () => {
    const { calls } = renderManager()
    await userEvent.click(await screen.findByRole('button', { name: /gallery/ }))
    await userEvent.clear(screen.getByLabelText('Subtitle'))
    await userEvent.type(screen.getByLabelText('Subtitle'), 'Moments')
    await userEvent.click(screen.getByRole('button', { name: SAVE_CHANGES }))

    const region = screen.getByRole('region', { name: 'Notifications' })
    expect(await within(region).findByText(SECTION_UPDATED)).toBeInTheDocument()
    const put = calls.find((call) => call.method === 'PUT')
    expect(put?.url).toBe('/api/admin/sections/gallery')
    expect(put?.body).toEqual({
      title: 'Gallery',
      subtitle: 'Moments',
      content: { title: 'Gallery' },
    })
  })
})
