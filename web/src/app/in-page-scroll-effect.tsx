import { useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router'

import { glidesTo, SMOOTH_SCROLL_ATTRIBUTE } from './in-page-scroll'

// Rendered just before ScrollRestoration: its layout effect runs first, so the page's
// scroll-behavior (index.css, only without prefers-reduced-motion) is set for the scroll
// ScrollRestoration then makes.
export function InPageScroll() {
  const { pathname, hash, key } = useLocation()
  const type = useNavigationType()
  const previous = useRef<string | null>(null)
  useLayoutEffect(() => {
    const smooth = glidesTo(previous.current, pathname, hash, type)
    previous.current = pathname
    document.documentElement.toggleAttribute(SMOOTH_SCROLL_ATTRIBUTE, smooth)
  }, [pathname, hash, key, type])
  return null
}
