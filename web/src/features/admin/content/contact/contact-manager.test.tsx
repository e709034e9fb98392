import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { ToastProvider } from '@/components/toast'
import type { ContactSectionPublic, ContactSectionUpdate } from '@/lib/api/types'
import { CONTACT_INFO_UPDATED, MAP_FIELD_LABEL, SAVE_CHANGES } from '@/messages-admin'
import { buildSession } from '@/testing/factories'
import { deferred, jsonResponse, stubFetch } from '@/testing/fetch'
import { renderRoutes } from '@/testing/render'

import { ContactManager } from './contact-manager'

const EMBED = 'https://www.google.com/maps/embed?pb=first'

function renderManager(putAnswered: Promise<void>) {
  stubFetch(async (call) => {
    if (call.url.startsWith('/api/auth/token')) return jsonResponse(buildSession())
    if (call.method === 'PUT') {
      await putAnswered
      const body = call.body as ContactSectionUpdate
      const saved: ContactSectionPublic = { id: 'c1', updated_at: '2025-01-01T00:00:00Z', ...body } as ContactSectionPublic
      return jsonResponse(saved)
    }
    return jsonResponse(null)
  })
  renderRoutes([{ path: '/admin/contact', element: <ToastProvider><ContactManager /></ToastProvider> }], {
    path: '/admin/contact',
  })
}

const mapField = () => screen.getByLabelText(MAP_FIELD_LABEL, { exact: false })

describe('ContactManager', () => {
  it('keeps what was typed into the map field while the save was on its way', async () => {
    const gate = deferred<undefined>()
    renderManager(gate.promise)
    await screen.findByRole('button', { name: SAVE_CHANGES })
    fireEvent.input(mapField(), { target: { value: EMBED } })
    await userEvent.click(screen.getByRole('button', { name: SAVE_CHANGES }))
    fireEvent.input(mapField(), { target: { value: `${EMBED}-second` } })
    gate.resolve(undefined)

    const region = screen.getByRole('region', { name: 'Notifications' })
    expect(await within(region).findByText(CONTACT_INFO_UPDATED)).toBeInTheDocument()
    expect(mapField()).toHaveValue(`${EMBED}-second`)
  })

  it('shows the saved address in place of the pasted snippet when nothing was typed since', async () => {
    renderManager(Promise.resolve())
    await screen.findByRole('button', { name: SAVE_CHANGES })
    fireEvent.input(mapField(), { target: { value: `<iframe src="${EMBED}" width="600"></iframe>` } })
    await userEvent.click(screen.getByRole('button', { name: SAVE_CHANGES }))

    const region = screen.getByRole('region', { name: 'Notifications' })
    expect(await within(region).findByText(CONTACT_INFO_UPDATED)).toBeInTheDocument()
    expect(mapField()).toHaveValue(EMBED)
  })
})
