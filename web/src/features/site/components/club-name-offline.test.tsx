import { QueryClient } from '@tanstack/react-query'
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { NAV_MAIN_LABEL } from '@/messages'
import { errorResponse, stubFetch } from '@/testing/fetch'
import { renderWithProviders, stubMatchMedia } from '@/testing/render'

import { AboutSection } from './about-section'
import { SiteFooter } from './site-footer'
import { TopNav } from './top-nav'

// Every request fails, and nothing was inlined into the page: the site's data cannot be loaded.
function renderWithoutData() {
  stubMatchMedia(false)
  stubFetch(() => errorResponse(503, 'Service unavailable'))
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return renderWithProviders(
    <>
      <TopNav />
      <AboutSection />
      <SiteFooter />
    </>,
    { queryClient },
  )
}

afterEach(() => {
  document.head.querySelector('meta[name="application-name"]')?.remove()
})

describe('the club name when the site data cannot be loaded', () => {
  it('comes from the built-in default in the brand, the about heading and the footer', async () => {
    renderWithoutData()
    const nav = screen.getByRole('navigation', { name: NAV_MAIN_LABEL })
    expect(await within(nav).findByRole('link', { name: 'Nocturne' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('heading', { name: 'The Nocturne Experience' })).toBeInTheDocument()
    expect(screen.getByText('© 2025 Nocturne. All rights reserved.')).toBeInTheDocument()
  })

  it('comes from the name the server wrote into the page', async () => {
    const meta = document.createElement('meta')
    meta.name = 'application-name'
    meta.content = 'Velvet'
    document.head.append(meta)
    renderWithoutData()
    const nav = screen.getByRole('navigation', { name: NAV_MAIN_LABEL })
    expect(await within(nav).findByRole('link', { name: 'Velvet' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('heading', { name: 'The Velvet Experience' })).toBeInTheDocument()
    expect(screen.getByText('© 2025 Velvet. All rights reserved.')).toBeInTheDocument()
  })
})
