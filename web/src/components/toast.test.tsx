import { act, render, screen } from '@testing-library/react'
import { useEffect } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { CLOSE_NOTIFICATION, HERO_UPDATED, NOTIFICATIONS_LABEL } from '@/messages-admin'

import { ToastProvider } from './toast'
import { TOAST_DURATION_MS, useToast, type Toaster } from './use-toast'

// Hands the toaster to the test through a ref-like holder set after render.
const holder: { toaster?: Toaster } = {}
function Grab() {
  const toaster = useToast()
  useEffect(() => {
    holder.toaster = toaster
  }, [toaster])
  return null
}

function renderToasts() {
  render(
    <ToastProvider>
      <Grab />
    </ToastProvider>,
  )
  const toaster = holder.toaster
  if (!toaster) throw new Error('no toaster')
  return toaster
}

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })

  it('closes on its own after 5000 ms by default', () => {
    const toaster = renderToasts()
    act(() => {
      toaster.success(HERO_UPDATED)
    })
    expect(screen.getByText(HERO_UPDATED)).toBeInTheDocument()
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 1)
    })
    expect(screen.getByText(HERO_UPDATED)).toBeInTheDocument()
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(screen.queryByText(HERO_UPDATED)).not.toBeInTheDocument()
    expect(TOAST_DURATION_MS).toBe(5000)
  })

  it('can be closed by hand, and keeps its own duration when given one', () => {
    const toaster = renderToasts()
    act(() => {
      toaster.info('Saved a draft', { duration: 10_000 })
    })
    act(() => {
      vi.advanceTimersByTime(6000)
    })
    expect(screen.getByText('Saved a draft')).toBeInTheDocument()
    act(() => {
      screen.getByRole('button', { name: CLOSE_NOTIFICATION }).click()
    })
    expect(screen.queryByText('Saved a draft')).not.toBeInTheDocument()
  })

  it('announces errors assertively and the rest politely, bottom-right', () => {
    const toaster = renderToasts()
    act(() => {
      toaster.error('Failed to update hero section', { description: 'content.title: required' })
      toaster.success(HERO_UPDATED)
    })
    const region = screen.getByRole('region', { name: NOTIFICATIONS_LABEL })
    expect(region).toHaveClass('fixed', 'right-4', 'bottom-4')
    expect(
      screen.getByText('Failed to update hero section').closest('[aria-live]'),
    ).toHaveAttribute('aria-live', 'assertive')
    expect(screen.getByText(HERO_UPDATED).closest('[aria-live]')).toHaveAttribute(
      'aria-live',
      'polite',
    )
    expect(screen.getByText('content.title: required')).toBeInTheDocument()
    expect(screen.getByText('Failed to update hero section').closest('li')).toHaveAttribute(
      'data-type',
      'error',
    )
  })
})
