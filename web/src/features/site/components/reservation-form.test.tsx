import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import {
  RESERVATION_SUBMIT,
  RESERVATION_SUBMIT_FAILED,
  RESERVATION_SUBMITTED,
  RESERVATION_SUBMITTING,
} from '@/messages'
import { deferred, jsonResponse, stubFetch } from '@/testing/fetch'
import { renderWithProviders } from '@/testing/render'

import { toDateInputValue } from '../utils/format'

import { ReservationForm } from './reservation-form'

// A night a month ahead: within the year the server takes reservations for.
const NIGHT = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

async function fillForm() {
  await userEvent.type(screen.getByLabelText('Name'), 'Ada Lovelace')
  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com')
  fireEvent.change(screen.getByLabelText('Date'), { target: { value: NIGHT } })
  await userEvent.selectOptions(screen.getByLabelText('Time'), '11:30 PM')
  await userEvent.type(screen.getByLabelText('Number of Guests'), '6')
}

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

describe('ReservationForm', () => {
  it("sends the reservation, shows 'Submitting...' disabled, then only the success text, and clears", async () => {
    const { promise: answered, resolve: answer } = deferred<Response>()
    const { calls } = stubFetch(() => answered)
    renderWithProviders(<ReservationForm />)
    await fillForm()
    await userEvent.click(screen.getByRole('button', { name: RESERVATION_SUBMIT }))

    expect(screen.getByRole('button', { name: RESERVATION_SUBMITTING })).toBeDisabled()
    await waitFor(() => {
      expect(calls).toHaveLength(1)
    })
    expect(calls[0]?.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      date: NIGHT,
      time: '23:30',
      guests: 6,
      occasion: null,
      requests: null,
      website: '',
    })

    answer(json({ id: '1' }, 201))
    expect(await screen.findByText(RESERVATION_SUBMITTED)).toBeInTheDocument()
    expect(screen.queryByText(RESERVATION_SUBMIT_FAILED)).not.toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toHaveValue('')
    expect(screen.getByLabelText('Number of Guests')).toHaveValue(null)
  })

  it("keeps the values and shows the server's field message and the failure text on a 422", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json({ error: { code: 'validation', message: 'x', fields: { date: 'Reservations open one year ahead at most.' } } }, 422),
    )
    renderWithProviders(<ReservationForm />)
    await fillForm()
    await userEvent.click(screen.getByRole('button', { name: RESERVATION_SUBMIT }))

    expect(await screen.findByText(RESERVATION_SUBMIT_FAILED)).toBeInTheDocument()
    expect(screen.getByLabelText('Date')).toHaveAccessibleDescription('Reservations open one year ahead at most.')
    expect(screen.getByLabelText('Date')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace')
  })

  it('bounds the date from today to one year ahead and says why a later night is refused', async () => {
    const { calls } = stubFetch(() => jsonResponse({ id: '1' }, 201))
    renderWithProviders(<ReservationForm />)
    const date = screen.getByLabelText('Date')
    expect(date).toHaveAttribute('min', toDateInputValue(new Date()))
    // The server's rule: up to 366 days after its (UTC) today.
    expect(date).toHaveAttribute('max', isoDay(366))

    await fillForm()
    fireEvent.change(date, { target: { value: isoDay(400) } })
    expect(date).toHaveAccessibleDescription('Reservations open one year ahead at most.')
    expect(date).toHaveAttribute('aria-invalid', 'true')
    expect((date as HTMLInputElement).validationMessage).toBe('Reservations open one year ahead at most.')
    fireEvent.submit(screen.getByRole('button', { name: RESERVATION_SUBMIT }))
    expect(calls).toHaveLength(0)
    expect(screen.queryByText(RESERVATION_SUBMIT_FAILED)).not.toBeInTheDocument()
  })

  it('hides the message box after 5 seconds', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ id: '1' }, 201))
    renderWithProviders(<ReservationForm />)
    await fillForm()
    vi.useFakeTimers({ shouldAdvanceTime: true })
    fireEvent.submit(screen.getByRole('button', { name: RESERVATION_SUBMIT }))
    expect(await screen.findByText(RESERVATION_SUBMITTED)).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(4900))
    expect(screen.getByText(RESERVATION_SUBMITTED)).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(200))
    expect(screen.queryByText(RESERVATION_SUBMITTED)).not.toBeInTheDocument()
    vi.useRealTimers()
  })

  it('sends one Idempotency-Key per submission and reuses it when a lost answer is retried', async () => {
    let attempts = 0
    const { calls } = stubFetch(() => {
      attempts += 1
      if (attempts === 1) throw new TypeError('Failed to fetch')
      return jsonResponse({ id: String(attempts) }, 201)
    })
    renderWithProviders(<ReservationForm />)
    await fillForm()
    vi.useFakeTimers({ shouldAdvanceTime: true })
    fireEvent.submit(screen.getByRole('button', { name: RESERVATION_SUBMIT }))
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(await screen.findByText(RESERVATION_SUBMITTED)).toBeInTheDocument()
    vi.useRealTimers()

    expect(calls).toHaveLength(2)
    const [first, retry] = calls
    const key = first?.headers.get('Idempotency-Key')
    expect(key).toMatch(/^[0-9a-f]{32}$/)
    expect(retry?.headers.get('Idempotency-Key')).toBe(key)
    expect(retry?.body).toEqual(first?.body)

    await fillForm()
    await userEvent.click(screen.getByRole('button', { name: RESERVATION_SUBMIT }))
    await screen.findByText(RESERVATION_SUBMITTED)
    expect(calls).toHaveLength(3)
    expect(calls[2]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/)
    expect(calls[2]?.headers.get('Idempotency-Key')).not.toBe(key)
  })

  it('does not retry a refusal', async () => {
    const { calls } = stubFetch(() =>
      jsonResponse({ error: { code: 'too_many_requests', message: 'Too many requests.' } }, 429),
    )
    renderWithProviders(<ReservationForm />)
    await fillForm()
    await userEvent.click(screen.getByRole('button', { name: RESERVATION_SUBMIT }))
    expect(await screen.findByText(RESERVATION_SUBMIT_FAILED)).toBeInTheDocument()
    expect(calls).toHaveLength(1)
  })
})
