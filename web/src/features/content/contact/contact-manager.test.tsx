import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { ToastProvider } from '@/components/toast'
import type { ContactSectionPublic, ContactSectionUpdate } from '@/lib/api/types'
import { SAVE_CHANGES } from '@/messages-admin'
import { CONTACT_INFO_UPDATED, MAP_FIELD_LABEL } from '../messages'
import { buildSession } from '@/testing/factories'
import { deferred, jsonResponse, stubFetch, type FetchCall } from '@/testing/fetch'
import { renderRoutes } from '@/testing/render'

import { ContactManager } from './contact-manager'

const EMBED = 'https://www.google.com/maps/embed?pb=first'

function renderManager(putAnswered: Promise<void>, puts: FetchCall[] = []) {
  stubFetch(async (call) => {
    if (call.url.startsWith('/api/auth/token')) return jsonResponse(buildSession())
    if (call.url === '/api/admin/reservation-settings')
      return jsonResponse({ opening_weekdays: [4, 5, 6] })
    if (call.method === 'PUT') {
      puts.push(call)
      await putAnswered
      const body = call.body as ContactSectionUpdate
      const saved: ContactSectionPublic = {
        id: 'c1',
        updated_at: '2025-01-01T00:00:00Z',
        ...body,
      } as ContactSectionPublic
      return jsonResponse(saved)
    }
    return jsonResponse(null)
  })
  renderRoutes(
    [
      {
        path: '/admin/contact',
        element: (
          <ToastProvider>
            <ContactManager />
          </ToastProvider>
        ),
      },
    ],
    {
      path: '/admin/contact',
    },
  )
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
    fireEvent.input(mapField(), {
      target: { value: `<iframe src="${EMBED}" width="600"></iframe>` },
    })
    await userEvent.click(screen.getByRole('button', { name: SAVE_CHANGES }))

    const region = screen.getByRole('region', { name: 'Notifications' })
    expect(await within(region).findByText(CONTACT_INFO_UPDATED)).toBeInTheDocument()
    expect(mapField()).toHaveValue(EMBED)
  })

  it('says the hours are text and offers the nights the booking rules open as their words', async () => {
    const saved: FetchCall[] = []
    renderManager(Promise.resolve(), saved)
    expect(
      await screen.findByText('Booking Rules take table requests for: Friday - Sunday.'),
    ).toBeInTheDocument()
    const day = screen.getByDisplayValue('Thursday - Saturday')
    await userEvent.click(screen.getByRole('button', { name: 'Use “Friday - Sunday”' }))
    expect(day).toHaveValue('Friday - Sunday')
    expect(screen.queryByRole('button', { name: 'Use “Friday - Sunday”' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: SAVE_CHANGES }))
    const region = screen.getByRole('region', { name: 'Notifications' })
    expect(await within(region).findByText(CONTACT_INFO_UPDATED)).toBeInTheDocument()
    expect((saved[0]?.body as ContactSectionUpdate).hours).toEqual([
      { day: 'Friday - Sunday', time: '10:00 PM - 3:00 AM' },
    ])
  })
})
