import { QueryClient } from '@tanstack/react-query'
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { HERO_LOAD_FAILED, LOADING, TRY_AGAIN } from '@/messages'
import { buildHero, buildSite } from '@/testing/factories'
import { renderWithProviders } from '@/testing/render'

import { SITE_QUERY_KEY } from '../api/get-site'
import { Hero } from './hero'

describe('Hero', () => {
  it('shows the title, subtitle and both buttons with their defaults', () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(
      SITE_QUERY_KEY,
      buildSite({ hero: buildHero({ title: 'Own the night', subtitle: 'Since 2015' }) }),
    )
    renderWithProviders(<Hero />, { queryClient })
    expect(screen.getByRole('heading', { level: 1, name: 'Own the night' })).toBeInTheDocument()
    expect(screen.getByText('Since 2015')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Reserve Now' })).toHaveAttribute(
      'href',
      '/#bottle-service',
    )
    expect(screen.getByRole('link', { name: 'View Events' })).toHaveAttribute('href', '/#events')
  })

  it('plays the background video over its picture, or shows the picture alone', () => {
    const queryClient = new QueryClient()
    const hero = { background_image: '/media/hero-images/a.jpg' }
    queryClient.setQueryData(
      SITE_QUERY_KEY,
      buildSite({ hero: buildHero({ ...hero, background_video: '/media/hero-images/a.mp4' }) }),
    )
    const { container, unmount } = renderWithProviders(<Hero />, { queryClient })
    expect(container.querySelector('video')).toHaveAttribute('poster', '/media/hero-images/a.jpg')
    expect(container.querySelector('video source')).toHaveAttribute(
      'src',
      '/media/hero-images/a.mp4',
    )
    unmount()

    queryClient.setQueryData(SITE_QUERY_KEY, buildSite({ hero: buildHero(hero) }))
    const { container: still } = renderWithProviders(<Hero />, { queryClient })
    expect(still.querySelector('video')).toBeNull()
    expect(still.querySelector('img')).toHaveAttribute('src', '/media/hero-images/a.jpg')
  })

  it('shows a spinner while loading', () => {
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>(() => undefined))
    renderWithProviders(<Hero />)
    expect(screen.getByRole('status', { name: LOADING })).toBeInTheDocument()
  })

  it('shows the failure message after 3 retries (1s, 2s, 4s) and Try Again reloads', async () => {
    vi.useFakeTimers()
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(new Response('{}', { status: 500 })))
    const reload = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ reload } as unknown as Location)
    renderWithProviders(<Hero />)

    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000 - 1)
    expect(fetchSpy).toHaveBeenCalledTimes(3)
    expect(screen.queryByText(HERO_LOAD_FAILED)).not.toBeInTheDocument()
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchSpy).toHaveBeenCalledTimes(4)
    await vi.advanceTimersByTimeAsync(50)
    vi.useRealTimers()

    expect(screen.getByText(HERO_LOAD_FAILED)).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: TRY_AGAIN }))
    expect(reload).toHaveBeenCalledOnce()
  })
})
