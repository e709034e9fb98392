import { QueryClient } from '@tanstack/react-query'
import { screen, within } from '@testing-library/react'
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

function renderGallery() {
  stubMatchMedia(true)
  const queryClient = new QueryClient()
  queryClient.setQueryData(SITE_QUERY_KEY, buildSite())
  queryClient.setQueryData(publicKeys.gallery, { section: null, items })
  return renderWithProviders(<GallerySection />, { queryClient })
}

const viewerTitle = () => within(screen.getByRole('dialog')).getByRole('heading').textContent

describe('GallerySection', () => {
  it("filters by category with pressed buttons 'All', 'Bar', 'Dj'", async () => {
    renderGallery()
    const bar = screen.getByRole('button', { name: 'Bar' })
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(bar)
    expect(bar).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: 'View First' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'View Second' })).not.toBeInTheDocument()
  })

  it('moves over the full list, not the filtered one, wrapping at both ends', async () => {
    renderGallery()
    await userEvent.click(screen.getByRole('button', { name: 'Bar' }))
    await userEvent.click(screen.getByRole('button', { name: 'View First' }))
    expect(viewerTitle()).toBe('First')

    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(viewerTitle()).toBe('Second')
    await userEvent.keyboard('{ArrowRight}')
    expect(viewerTitle()).toBe('Third')
    await userEvent.keyboard('{ArrowRight}')
    expect(viewerTitle()).toBe('First')
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }))
    expect(viewerTitle()).toBe('Third')
  })

  it('opens as a modal dialog with focus on Close, keeps focus inside and closes on Escape', async () => {
    renderGallery()
    const opener = screen.getByRole('button', { name: 'View Second' })
    await userEvent.click(opener)
    const dialog = screen.getByRole('dialog')
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus()

    await userEvent.tab()
    await userEvent.tab()
    await userEvent.tab()
    expect(dialog).toContainElement(document.activeElement as HTMLElement)

    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(opener).toHaveFocus()
  })
})
