import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { describe, expect, it } from 'vitest'

import { ToastProvider } from '@/components/toast'
import type { ContentSectionPublic } from '@/lib/api/types'
import { HERO_UPDATED, SAVE_CHANGES } from '@/messages-admin'
import { FOOTER_UPDATED, SAVE_ALL_CHANGES } from './messages'
import { buildSection, buildSession } from '@/testing/factories'
import { deferred, jsonResponse, stubFetch } from '@/testing/fetch'
import { renderRoutes } from '@/testing/render'

import { FooterManager } from './footer/footer-manager'
import { HeroManager } from './hero/hero-manager'

// A site where the section has never been saved: the first PUT creates its row, and with it the
// row's id the screen has not seen before. Each answer takes a moment, as over a network, so the
// screen renders the saved row before the re-read that follows the save comes back.
function renderOnFreshSite(
  path: string,
  element: ReactElement,
  putAnswered: Promise<void> = Promise.resolve(),
) {
  const rows: ContentSectionPublic[] = []
  stubFetch(async (call) => {
    await new Promise((resolve) => setTimeout(resolve, 20))
    if (call.url.startsWith('/api/auth/token')) return jsonResponse(buildSession())
    if (call.method === 'PUT') {
      await putAnswered
      const name = call.url.split('/').pop() ?? ''
      const saved = buildSection({ section_name: name, ...(call.body as object) })
      rows.splice(0, rows.length, saved)
      return jsonResponse(saved)
    }
    return jsonResponse({ data: rows, count: rows.length })
  })
  renderRoutes([{ path, element: <ToastProvider>{element}</ToastProvider> }], { path })
}

describe('the first save of a section never saved before', () => {
  it("of the hero says 'Hero section updated successfully!'", async () => {
    renderOnFreshSite('/admin/hero', <HeroManager />)
    await userEvent.type(await screen.findByLabelText(/^Title/), 'Nocturne')
    await userEvent.type(screen.getByLabelText(/^Subtitle/), 'Nights')
    await userEvent.click(screen.getByRole('button', { name: SAVE_CHANGES }))

    const region = screen.getByRole('region', { name: 'Notifications' })
    expect(await within(region).findByText(HERO_UPDATED)).toBeInTheDocument()
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Nocturne')
  })

  it('of the footer keeps what was typed while it was on its way', async () => {
    const gate = deferred<undefined>()
    renderOnFreshSite('/admin/footer', <FooterManager />, gate.promise)
    const description = await screen.findByLabelText(/^Description/)
    await userEvent.type(description, 'Late nights')
    await userEvent.click(screen.getByRole('button', { name: SAVE_ALL_CHANGES }))
    await userEvent.type(description, ' and more')
    gate.resolve(undefined)

    const region = screen.getByRole('region', { name: 'Notifications' })
    expect(await within(region).findByText(FOOTER_UPDATED)).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Late nights and more')
  })
})
