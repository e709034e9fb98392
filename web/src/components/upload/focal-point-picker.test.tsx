import { act, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { ToastProvider } from '@/components/toast'
import type { Role } from '@/lib/roles'
import {
  FAILED_TO_SAVE_FOCAL_POINT,
  FOCAL_POINT_HINT,
  FOCAL_POINT_SAVED,
  focalPointLabel,
} from '@/messages-admin'
import { buildMediaInfo, buildSession, buildUser } from '@/testing/factories'
import { errorResponse, jsonResponse, stubFetch, type FetchCall } from '@/testing/fetch'
import { renderRoutes } from '@/testing/render'

import { FileUpload } from './file-upload'
import { FOCUS_KEY_SAVE_DELAY_MS } from './focal-point-picker'
import type { MediaInfo } from './media-focus'

const URL = '/media/events-images/flyer.jpg'
const stored: MediaInfo = buildMediaInfo(URL, { width: 1080, height: 1350 })
const label = focalPointLabel('image')

function renderField({
  role = 'owner',
  value = URL,
  failSave = false,
}: { role?: Role; value?: string; failSave?: boolean } = {}) {
  const { calls } = stubFetch((call: FetchCall) => {
    if (call.url.startsWith('/api/auth/token'))
      return jsonResponse(buildSession({ user: buildUser({ role }) }))
    if (call.url.startsWith('/api/admin/media/focus')) {
      if (failSave) return errorResponse(500, 'Boom')
      const body = call.body as { focus_x: number; focus_y: number }
      return jsonResponse({ ...stored, focus_x: body.focus_x, focus_y: body.focus_y })
    }
    if (call.url.startsWith('/api/admin/media?')) return jsonResponse(stored)
    return errorResponse(404, 'Not found')
  })
  renderRoutes(
    [
      {
        path: '/admin/events',
        element: (
          <ToastProvider>
            <FileUpload
              bucket="events-images"
              name="image"
              value={value}
              onChange={() => undefined}
            />
          </ToastProvider>
        ),
      },
    ],
    { path: '/admin/events' },
  )
  const saves = () => calls.filter((call) => call.method === 'PUT')
  return { calls, saves }
}

// jsdom lays nothing out: the picker is given the box a browser would.
function layOut(element: HTMLElement) {
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({
    left: 100,
    top: 50,
    width: 200,
    height: 250,
    right: 300,
    bottom: 300,
    x: 100,
    y: 50,
    toJSON: () => ({}),
  })
}

// Once the session is known (the role decides), and a moment more for any request it would start.
async function settled(calls: FetchCall[]) {
  await vi.waitFor(() => {
    expect(calls.some((call) => call.url.startsWith('/api/auth/token'))).toBe(true)
  })
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
}

describe('the focal point picker', () => {
  it('shows the saved point with the hint, for a stored picture', async () => {
    const { calls } = renderField()
    const picker = await screen.findByRole('slider', { name: label })
    expect(picker).toHaveAttribute('aria-valuetext', '50% from the left, 50% from the top')
    expect(picker).toHaveAccessibleDescription(FOCAL_POINT_HINT)
    expect(screen.getByText(FOCAL_POINT_HINT)).toBeVisible()
    expect(screen.getByRole('img', { name: 'image' })).toHaveAttribute('src', URL)
    expect(
      calls.some(
        (call) =>
          call.method === 'GET' && call.url === `/api/admin/media?url=${encodeURIComponent(URL)}`,
      ),
    ).toBe(true)
  })

  it('saves the point clicked on the picture and moves the crosshair there', async () => {
    const { saves } = renderField()
    const picker = await screen.findByRole('slider', { name: label })
    layOut(picker)
    fireEvent.click(picker, { clientX: 200, clientY: 100 })
    expect(picker).toHaveAttribute('aria-valuetext', '50% from the left, 20% from the top')
    expect(await screen.findByText(FOCAL_POINT_SAVED)).toBeInTheDocument()
    expect(saves()).toHaveLength(1)
    expect(saves()[0]?.body).toEqual({ url: URL, focus_x: 0.5, focus_y: 0.2 })
    const marker = picker.querySelector('[data-focal-marker]')
    expect(marker).toHaveStyle({ left: '50%', top: '20%' })
  })

  it('moves with the arrow keys (Shift for one percent) and saves once they rest', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { saves } = renderField()
    const picker = await screen.findByRole('slider', { name: label })
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
    picker.focus()
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}{Shift>}{ArrowLeft}{/Shift}')
    expect(picker).toHaveAttribute('aria-valuetext', '59% from the left, 45% from the top')
    expect(saves()).toHaveLength(0)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FOCUS_KEY_SAVE_DELAY_MS)
    })
    expect(saves()).toHaveLength(1)
    expect(saves()[0]?.body).toEqual({ url: URL, focus_x: 0.59, focus_y: 0.45 })
    expect(await screen.findByText(FOCAL_POINT_SAVED)).toBeInTheDocument()
    vi.useRealTimers()
  })

  it('saves a point moved by keys at once when the picker loses focus', async () => {
    const { saves } = renderField()
    const picker = await screen.findByRole('slider', { name: label })
    picker.focus()
    await userEvent.keyboard('{ArrowDown}')
    await userEvent.tab()
    expect(saves()).toHaveLength(1)
    expect(saves()[0]?.body).toEqual({ url: URL, focus_x: 0.5, focus_y: 0.55 })
  })

  it('says so when the point cannot be saved, and shows the saved one again', async () => {
    renderField({ failSave: true })
    const picker = await screen.findByRole('slider', { name: label })
    layOut(picker)
    fireEvent.click(picker, { clientX: 300, clientY: 300 })
    expect(await screen.findByText(FAILED_TO_SAVE_FOCAL_POINT)).toBeInTheDocument()
    expect(picker).toHaveAttribute('aria-valuetext', '50% from the left, 50% from the top')
  })

  it('is not offered to a role that may not set it', async () => {
    const { calls } = renderField({ role: 'host' })
    expect(await screen.findByRole('img', { name: 'image' })).toBeInTheDocument()
    await settled(calls)
    expect(screen.queryByRole('slider')).not.toBeInTheDocument()
    expect(screen.queryByText(FOCAL_POINT_HINT)).not.toBeInTheDocument()
    expect(calls.some((call) => call.url.startsWith('/api/admin/media'))).toBe(false)
  })

  it('is not offered for a picture from another site or a video', async () => {
    for (const value of ['https://cdn.example.com/flyer.jpg', '/media/events-images/teaser.mp4']) {
      const { calls } = renderField({ value })
      await settled(calls)
      expect(screen.queryByRole('slider')).not.toBeInTheDocument()
      expect(calls.some((call) => call.url.startsWith('/api/admin/media'))).toBe(false)
      document.body.innerHTML = ''
    }
  })
})
