import { QueryClient } from '@tanstack/react-query'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { eventFlyer, reserveEventLabel, VIEWER_CLOSE, viewEventFlyer } from '@/messages'
import { buildEvent, buildMediaInfo, buildSite } from '@/testing/factories'
import { renderWithProviders, stubMatchMedia } from '@/testing/render'

import { SITE_QUERY_KEY } from '../api/get-site'
import { publicKeys } from '../api/public-queries'
import type { MediaInfo } from '@/lib/responsive-images'
import { EventsSection } from './events-section'
import { SiteMediaProvider } from './site-media-provider'

const FLYER = '/media/events-images/portrait.jpg'
const flyerInfo: MediaInfo = buildMediaInfo(FLYER, {
  width: 1080,
  height: 1350,
  widths: [480, 960],
  focus: [0.5, 0.2],
})
const portrait = buildEvent({ title: 'Portrait Night', image: FLYER })
const clip = buildEvent({ title: 'Clip Night', image: '/media/events-images/teaser.mp4' })

function renderEvents() {
  stubMatchMedia(true)
  const queryClient = new QueryClient()
  queryClient.setQueryData(
    SITE_QUERY_KEY,
    buildSite({ events: [portrait, clip], media: { [FLYER]: flyerInfo } }),
  )
  queryClient.setQueryData(publicKeys.events, { section: null, events: [portrait, clip] })
  return renderWithProviders(
    <SiteMediaProvider>
      <EventsSection />
    </SiteMediaProvider>,
    { queryClient },
  )
}

describe('event flyers', () => {
  it('crops the card picture around its focal point, in the rendition the card needs', () => {
    renderEvents()
    const picture = screen.getByRole('img', { name: 'Portrait Night' })
    expect(picture).toHaveAttribute('src', FLYER)
    expect(picture).toHaveAttribute(
      'srcset',
      '/media/events-images/portrait-w480.webp 480w, /media/events-images/portrait-w960.webp 960w, /media/events-images/portrait.jpg 1080w',
    )
    expect(picture.getAttribute('sizes')).toMatch(
      /^\(min-width: 1344px\) .*, calc\(\(100vw - 2rem\) \* 0\.85\)$/,
    )
    expect(picture).toHaveStyle({ objectPosition: '50% 20%' })
    expect(picture).toHaveAttribute('width', '1200')
    expect(picture).toHaveAttribute('height', '800')
  })

  it('opens the whole flyer in a viewer; Escape closes it and focus returns to the card', async () => {
    renderEvents()
    const opener = screen.getByRole('button', { name: viewEventFlyer('Portrait Night') })
    await userEvent.click(opener)
    const viewer = screen.getByRole('dialog', { name: eventFlyer('Portrait Night') })
    expect(viewer).toHaveAttribute('aria-modal', 'true')
    expect(within(viewer).getByRole('button', { name: VIEWER_CLOSE })).toHaveFocus()
    // One picture: no stepping through a list.
    expect(within(viewer).getAllByRole('button')).toHaveLength(1)
    const whole = within(viewer).getByRole('img', { name: 'Portrait Night' })
    expect(whole).toHaveClass('object-contain', 'max-h-full', 'max-w-full')
    expect(whole).toHaveAttribute('sizes', '100vw')
    expect(whole.getAttribute('srcset')).toContain('/media/events-images/portrait.jpg 1080w')
    expect(whole).toHaveAttribute('width', '1080')
    expect(whole).toHaveAttribute('height', '1350')

    await userEvent.tab()
    expect(within(viewer).getByRole('button', { name: VIEWER_CLOSE })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(opener).toHaveFocus()
  })

  it('closes with the Close button', async () => {
    renderEvents()
    await userEvent.click(screen.getByRole('button', { name: viewEventFlyer('Portrait Night') }))
    await userEvent.click(screen.getByRole('button', { name: VIEWER_CLOSE }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('leaves a video as it is: nothing to open', () => {
    renderEvents()
    expect(
      screen.queryByRole('button', { name: viewEventFlyer('Clip Night') }),
    ).not.toBeInTheDocument()
  })
})

describe('event cards', () => {
  it("names each card's Reserve link after its event, and still reads Reserve", () => {
    renderEvents()
    for (const event of [portrait, clip]) {
      const link = screen.getByRole('link', { name: reserveEventLabel(event.title) })
      expect(link).toHaveTextContent(/^Reserve$/)
      expect(link).toHaveAttribute('href', `/?night=${event.date}#reservation-form`)
    }
    expect(screen.queryByRole('link', { name: 'Reserve' })).not.toBeInTheDocument()
  })
})
