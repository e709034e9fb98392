import { describe, expect, it } from 'vitest'

import { picturesInHtml } from './served-pictures'

function page(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html')
}

describe('pictures the page HTML fetches', () => {
  it('are the image preloads of <head> and the pictures of the first screen', () => {
    const doc = page(`<html><head>
      <link rel="preload" as="image" fetchpriority="high" href="/media/hero-images/a.webp" />
      <link rel="preload" as="image" href="/media/hero-images/b.webp" imagesrcset="/media/hero-images/b-w480.webp 480w" />
      <link rel="preload" as="font" href="/assets/font.woff2" />
    </head><body><div id="root"><img src="/media/logos/logo.png" alt="" /><img src="/x.png" srcset="/x-w480.webp 480w" /></div>
    <img src="/outside.png" /></body></html>`)
    expect([...picturesInHtml(doc)].sort()).toEqual([
      '/media/hero-images/a.webp',
      '/media/logos/logo.png',
    ])
  })
})
