import { QueryClient } from '@tanstack/react-query'
import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { buildGalleryItem, buildSite } from '@/testing/factories'
import { renderWithProviders, stubMatchMedia } from '@/testing/render'

import { SITE_QUERY_KEY } from '../api/get-site'
import { publicKeys } from '../api/public-queries'
import { GallerySection } from './gallery-section'

const items = [
  buildGalleryItem({ title: 'First', category: 'bar' }),
  buildGalleryItem({ title: 'Second', category: 'dj' }),
  buildGalleryItem({ title: 'Third', category: 'bar' }),
]

async function openViewer(title: string) {
  stubMatchMedia(true)
  const queryClient = new QueryClient()
  queryClient.setQueryData(SITE_QUERY_KEY, buildSite())
  queryClient.setQueryData(publicKeys.gallery, { section: null, items })
  renderWithProviders(<GallerySection />, { queryClient })
  await userEvent.click(screen.getByRole('button', { name: `View ${title}` }))
  return screen.getByRole('dialog')
}

const shownTitle = () => within(screen.getByRole('dialog')).getByRole('heading').textContent
const picture = () => within(screen.getByRole('dialog')).getByRole('img')

// A finger put down on the picture, moved sideways by `dx` in a few steps, then lifted.
function swipe(target: HTMLElement, dx: number, { dy = 0, pointerType = 'touch' } = {}) {
  const start = {
    pointerId: 7,
    isPrimary: true,
    button: 0,
    pointerType,
    clientX: 200,
    clientY: 300,
  }
  fireEvent.pointerDown(target, start)
  for (const part of [0.25, 0.5, 1]) {
    fireEvent.pointerMove(target, { ...start, clientX: 200 + dx * part, clientY: 300 + dy * part })
  }
  fireEvent.pointerUp(target, { ...start, clientX: 200 + dx, clientY: 300 + dy })
}

describe('the gallery viewer on a touch screen', () => {
  it('shows the next item for a swipe to the left and the previous for one to the right, wrapping', async () => {
    await openViewer('First')
    expect(shownTitle()).toBe('First')
    swipe(picture(), -150)
    expect(shownTitle()).toBe('Second')
    swipe(picture(), 150)
    expect(shownTitle()).toBe('First')
    swipe(picture(), 150)
    expect(shownTitle()).toBe('Third')
  })

  // Shorter than a flick however quick (how slow a drag was is the swipe logic's own test).
  it('moves the picture with the finger while it is down, and puts it back for a short drag', async () => {
    await openViewer('Second')
    const target = picture()
    const start = {
      pointerId: 3,
      isPrimary: true,
      button: 0,
      pointerType: 'touch',
      clientX: 200,
      clientY: 300,
    }
    fireEvent.pointerDown(target, start)
    fireEvent.pointerMove(target, { ...start, clientX: 185 })
    const frame = target.parentElement
    expect(frame).toHaveStyle({ transform: 'translateX(-15px)' })
    fireEvent.pointerUp(target, { ...start, clientX: 185 })
    expect(frame?.style.transform).toBe('')
    expect(shownTitle()).toBe('Second')
  })

  it('takes a drag up or down, a tap or a cancelled touch for no swipe', async () => {
    await openViewer('First')
    swipe(picture(), -60, { dy: 200 })
    swipe(picture(), 0)
    const start = {
      pointerId: 4,
      isPrimary: true,
      button: 0,
      pointerType: 'touch',
      clientX: 200,
      clientY: 300,
    }
    fireEvent.pointerDown(picture(), start)
    fireEvent.pointerMove(picture(), { ...start, clientX: 20 })
    fireEvent.pointerCancel(picture(), { ...start, clientX: 20 })
    expect(shownTitle()).toBe('First')
  })

  it('follows a mouse drag too, and leaves a press on Next to the button', async () => {
    await openViewer('First')
    swipe(picture(), -150, { pointerType: 'mouse' })
    expect(shownTitle()).toBe('Second')
    swipe(screen.getByRole('button', { name: 'Next' }), 150)
    expect(shownTitle()).toBe('Second')
  })

  it('keeps the arrow keys and Escape', async () => {
    await openViewer('First')
    await userEvent.keyboard('{ArrowRight}')
    expect(shownTitle()).toBe('Second')
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(shownTitle()).toBe('Third')
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
