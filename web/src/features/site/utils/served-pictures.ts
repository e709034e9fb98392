// The pictures the page's HTML asks for, whole, before the app starts: a preload in <head> or a
// plain <img src> of the first screen the server paints into #root (the hero before its renditions
// are made, the logo). The app shows those files as they are, where it would otherwise choose
// from a srcset and fetch the picture a second time. A preload or picture offering renditions
// (imagesrcset, srcset) lets the browser choose as the app's own srcset will, so it does not count.
export function picturesInHtml(doc: Document): ReadonlySet<string> {
  const urls = new Set<string>()
  for (const link of doc.head.querySelectorAll('link[rel="preload"][as="image"][href]')) {
    const href = link.getAttribute('href')
    if (href && !link.hasAttribute('imagesrcset')) urls.add(href)
  }
  for (const image of doc.getElementById('root')?.querySelectorAll('img[src]:not([srcset])') ??
    []) {
    const src = image.getAttribute('src')
    if (src) urls.add(src)
  }
  return urls
}

// Read once, when the app's code is loaded: the first render replaces #root's first screen.
const atStart: ReadonlySet<string> =
  typeof document === 'undefined' ? new Set() : picturesInHtml(document)

export function fetchedByHtml(url: string): boolean {
  return atStart.has(url)
}
