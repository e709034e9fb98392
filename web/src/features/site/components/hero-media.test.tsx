import { afterEach, describe, expect, it, vi } from 'vitest'

import { buildHero, buildMediaInfo, buildSite } from '@/testing/factories'

import { SITE_QUERY_KEY } from '../api/get-site'
import type { MediaInfo } from '@/lib/responsive-images'

const IMAGE = '/media/hero-images/stage.jpg'
const info: MediaInfo = buildMediaInfo(IMAGE, {
  width: 1920,
  height: 1080,
  widths: [480, 960, 1600],
  focus: [0.3, 0.6],
})

// The app reads which pictures the page's HTML fetched when its code loads: each test loads the
// hero afresh over the document it sets up, with the runtime and the query client it renders in
// (one fresh set of modules).
async function renderHero(hero: Parameters<typeof buildHero>[0]) {
  vi.resetModules()
  const { Hero } = await import('./hero')
  const { renderWithProviders } = await import('@/testing/render')
  const { QueryClient } = await import('@tanstack/react-query')
  const queryClient = new QueryClient()
  queryClient.setQueryData(
    SITE_QUERY_KEY,
    buildSite({ hero: buildHero(hero), media: { [IMAGE]: info } }),
  )
  return renderWithProviders(<Hero />, { queryClient })
}

afterEach(() => {
  document.head.innerHTML = ''
  vi.restoreAllMocks()
})

describe('the hero picture', () => {
  it('comes in the rendition the viewport needs, fetched first, cropped around its focal point', async () => {
    const { container } = await renderHero({ background_image: IMAGE })
    const image = container.querySelector('img')
    expect(image).toHaveAttribute('src', IMAGE)
    expect(image).toHaveAttribute(
      'srcset',
      expect.stringContaining('/media/hero-images/stage-w960.webp 960w') as string,
    )
    expect(image).toHaveAttribute('srcset', expect.stringContaining(`${IMAGE} 1920w`) as string)
    expect(image).toHaveAttribute('sizes', '100vw')
    expect(image).toHaveAttribute('fetchpriority', 'high')
    expect(image).not.toHaveAttribute('loading')
    expect(image).toHaveStyle({ objectPosition: '30% 60%' })
  })

  it('offers the srcset and sizes the server preloads and paints first, so the browser picks the same file', async () => {
    document.head.innerHTML = `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${info.srcset}" imagesizes="100vw" />`
    const { container } = await renderHero({ background_image: IMAGE })
    const image = container.querySelector('img')
    expect(image).toHaveAttribute('srcset', info.srcset)
    expect(image).toHaveAttribute('sizes', '100vw')
  })

  it("stays the server's own file when the page's HTML preloads it, so it is not fetched twice", async () => {
    document.head.innerHTML = `<link rel="preload" as="image" fetchpriority="high" href="${IMAGE}" />`
    const { container } = await renderHero({ background_image: IMAGE })
    const image = container.querySelector('img')
    expect(image).toHaveAttribute('src', IMAGE)
    expect(image).not.toHaveAttribute('srcset')
    expect(image).not.toHaveAttribute('sizes')
    expect(image).toHaveStyle({ objectPosition: '30% 60%' })
  })

  it('gives a background video the poster rendition the screen needs', async () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(390)
    vi.spyOn(window, 'devicePixelRatio', 'get').mockReturnValue(2)
    const { container } = await renderHero({
      background_image: IMAGE,
      background_video: '/media/hero-images/a.mp4',
    })
    expect(container.querySelector('video')).toHaveAttribute(
      'poster',
      '/media/hero-images/stage-w960.webp',
    )
    expect(container.querySelector('video')).toHaveStyle({ objectPosition: '30% 60%' })
  })
})
