import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { errorResponse, jsonResponse, stubFetch } from '@/testing/fetch'
import { renderRoutes } from '@/testing/render'

import type { ManagedBooking } from '../api/booking'
import {
  BOOKING_CANCELLED,
  BOOKING_CHANGED,
  BOOKING_MISSING,
  BOOKING_STATUS,
  bookingCall,
} from '../messages'
import { BookingPage } from './booking-page'

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmVk'

function buildBooking(overrides: Partial<ManagedBooking> = {}): ManagedBooking {
  return {
    name: 'Mara Quinn',
    date: '2025-11-28',
    time: '22:30',
    guests: 4,
    status: 'confirmed',
    area_name: 'Mezzanine',
    package_name: null,
    occasion: null,
    can_change: true,
    cancellation_policy: 'Cancel any time before your night.',
    club: {
      name: 'Nocturne',
      phone: '+1 212 555 0100',
      email: 'hello@nocturne.club',
      address: '1 Night St, New York',
      map_link: 'https://www.google.com/maps/search/?api=1&query=1+Night+St',
    },
    ...overrides,
  }
}

// The server: the booking, changed or cancelled as it accepts; a party of 12 is refused.
function stubServer(booking: ManagedBooking) {
  return stubFetch((call) => {
    const body = call.body as { token: string; guests?: number; time?: string }
    if (body.token !== TOKEN) return errorResponse(404, 'This link does not open a booking.')
    if (call.url === '/api/booking') return jsonResponse(booking)
    if (call.url === '/api/booking/change') {
      if (body.guests === 12) {
        const message = 'A party of 12 needs another table: please call the club.'
        return jsonResponse(
          { error: { code: 'validation_error', message, fields: { guests: message } } },
          422,
        )
      }
      Object.assign(booking, { guests: body.guests, time: body.time })
      return jsonResponse(booking)
    }
    if (call.url === '/api/booking/cancel') {
      Object.assign(booking, { status: 'cancelled', can_change: false })
      return jsonResponse(booking)
    }
    return errorResponse(404, 'Not found')
  })
}

function renderPage(hash = `#${TOKEN}`) {
  return renderRoutes([{ path: '/booking', element: <BookingPage clubName="Nocturne" /> }], {
    path: `/booking${hash}`,
  })
}

describe('BookingPage', () => {
  it('shows the booking, the way to the club and its calendar button', async () => {
    const { calls } = stubServer(buildBooking())
    renderPage()

    expect(await screen.findByText(BOOKING_STATUS.confirmed)).toBeInTheDocument()
    expect(calls[0]).toMatchObject({ url: '/api/booking', method: 'POST', body: { token: TOKEN } })
    expect(screen.getByText('Mara Quinn')).toBeInTheDocument()
    expect(screen.getByText('Mezzanine')).toBeInTheDocument()
    expect(screen.getByText('Arrival').nextSibling).toHaveTextContent('10:30 PM')
    expect(screen.getByRole('link', { name: bookingCall('+1 212 555 0100') })).toHaveAttribute(
      'href',
      'tel:+12125550100',
    )
    expect(screen.getByRole('link', { name: 'Directions' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument()
  })

  it('changes the party within the rules, and shows a refusal under the party size', async () => {
    const { calls } = stubServer(buildBooking())
    const user = userEvent.setup()
    renderPage()

    const form = await screen.findByRole('form', { name: 'Change your booking' })
    await user.selectOptions(within(form).getByLabelText('Party size'), '12')
    await user.click(within(form).getByRole('button', { name: 'Save changes' }))
    expect(
      await within(form).findByText('A party of 12 needs another table: please call the club.'),
    ).toBeInTheDocument()

    await user.selectOptions(within(form).getByLabelText('Party size'), '6')
    await user.click(within(form).getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText(BOOKING_CHANGED)).toBeInTheDocument()
    expect(calls.at(-1)).toMatchObject({
      url: '/api/booking/change',
      body: { token: TOKEN, guests: 6, time: '22:30' },
    })
  })

  it('cancels only once the guest says so, then shows the booking cancelled', async () => {
    const { calls } = stubServer(buildBooking())
    const user = userEvent.setup()
    renderPage()

    expect(await screen.findByText('Cancel any time before your night.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Cancel reservation' }))
    await user.click(screen.getByRole('button', { name: 'Keep my reservation' }))
    expect(calls.some((call) => call.url === '/api/booking/cancel')).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Cancel reservation' }))
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }))
    expect(await screen.findByText(BOOKING_CANCELLED)).toBeInTheDocument()
    expect(screen.getByText(BOOKING_STATUS.cancelled)).toBeInTheDocument()
    expect(screen.queryByRole('form', { name: 'Change your booking' })).toBeNull()
  })

  it("says so when the link is incomplete or not the club's", async () => {
    stubServer(buildBooking())
    renderPage('')
    expect(await screen.findByText(BOOKING_MISSING)).toBeInTheDocument()
  })
})
