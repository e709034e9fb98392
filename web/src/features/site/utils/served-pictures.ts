// The pictures the page's HTML asks for before the app starts. The server preloads the hero's
// picture in <head> and paints the landing page's first screen (hero, logo) into #root as plain
// <img src>, so those files are on their way at full size before any script runs. The app shows
// the same file there rather than choose a rendition from a srcset, which would fetch the picture
// a second time. A preload that offers its own renditions (imagesrcset) lets the browser choose
// as an <img srcset> would, so it does not count.
export function picturesInHtml(doc: Document): ReadonlySet<string> {
  const urls = new Set<string>()
  for (const link of doc.head.querySelectorAll('link[rel="preload"][as="image"][href]')) {
    const href = link.getAttribute('href')
    if (href && !link.hasAttribute('imagesrcset')) urls.add(href)
  }
  for (const image of doc.getElementById('root')?.querySelectorAll('img[src]:not([srcset])') ?? []) {
    const src = image.getAttribute('src')
    if (src) urls.add(src)
  }
  return urls
}

// Read once, when the app's code is loaded: the first render replaces #root's first screen.
const atStart: ReadonlySet<string> = typeof document === 'undefined' ? new Set() : picturesInHtml(document)

export function fetchedByHtml(url: string): boolean {
  return atStart.has(url)
}
