import { render } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { stubMatchMedia } from '@/testing/render'

import { SiteMediaContext } from '../hooks/site-media-context'
import { sizesFor, type MediaMap } from '@/lib/responsive-images'
import { LAYOUTS } from '../utils/responsive'
import { SiteMedia } from './site-media'
import { buildMediaInfo } from '@/testing/factories'

const PICTURE = '/media/gallery-media/bar.jpg'
const media: MediaMap = {
  [PICTURE]: buildMediaInfo(PICTURE, {
    width: 1200,
    height: 900,
    widths: [480, 960],
    focus: [0.25, 0.75],
  }),
}

function renderMedia(props: { src: string; poster?: string }) {
  stubMatchMedia(false)
  return render(
    <SiteMediaContext value={media}>
      <SiteMedia
        {...props}
        alt="The bar"
        width={1200}
        height={900}
        layout={LAYOUTS.galleryTile}
        className="object-cover"
      />
    </SiteMediaContext>,
  )
}

describe('SiteMedia', () => {
  it('gives a known picture its renditions, the sizes of its layout, its focal point and its size', () => {
    const { getByRole } = renderMedia({ src: PICTURE })
    const image = getByRole('img', { name: 'The bar' })
    expect(image).toHaveAttribute('src', PICTURE)
    expect(image).toHaveAttribute(
      'srcset',
      '/media/gallery-media/bar-w480.webp 480w, /media/gallery-media/bar-w960.webp 960w, /media/gallery-media/bar.jpg 1200w',
    )
    expect(image).toHaveAttribute('sizes', sizesFor(LAYOUTS.galleryTile))
    expect(image).toHaveStyle({ objectPosition: '25% 75%' })
    expect(image).toHaveAttribute('width', '1200')
    expect(image).toHaveAttribute('loading', 'lazy')
  })

  it('shows a picture the payload does not know as it is', () => {
    const { getByRole } = renderMedia({ src: '/media/gallery-media/new.jpg' })
    const image = getByRole('img', { name: 'The bar' })
    expect(image).not.toHaveAttribute('srcset')
    expect(image).not.toHaveAttribute('sizes')
    expect(image.getAttribute('style')).toBeNull()
  })

  it("gives a video's poster the rendition its shown width needs on this screen", () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(390)
    vi.spyOn(window, 'devicePixelRatio', 'get').mockReturnValue(1)
    const { container } = renderMedia({ src: '/media/gallery-media/night.mp4', poster: PICTURE })
    // One column 358px wide at 1x: the 480 rendition.
    expect(container.querySelector('video')).toHaveAttribute(
      'poster',
      '/media/gallery-media/bar-w480.webp',
    )
    expect(container.querySelector('video')).toHaveStyle({ objectPosition: '25% 75%' })
  })
})
