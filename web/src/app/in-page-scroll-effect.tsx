import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router'

import { isStaging } from '@/lib/staged-start'

import { glidesTo, scrollTargetOf, SMOOTH_SCROLL_ATTRIBUTE } from './in-page-scroll'

// Where each entry of this tab's history was left, by the router's key for it; kept in the
// session's storage when the page is hidden, so a reload returns to it too.
const STORAGE_KEY = 'nocturne-scroll-positions'
// How long a scroll waits for its target to be in the document: about a second, and as long as
// the landing page is still coming in parts as the app starts (lib/staged-start.ts).
const PAGE_WAIT_FRAMES = 60

function storedPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>
  } catch {
    return {}
  }
}

// Every new page starts at its top, Back and Forward return to where the visitor was, and a link
// to an #anchor goes to that part: gliding only within the page shown (glidesTo), at once
// otherwise. The scroll waits for the render under way to finish: the runtime may put the new page
// in the document after this component has seen the new address.
export function PageScroll() {
  const { pathname, hash, key } = useLocation()
  const type = useNavigationType()
  const positions = useRef<Record<string, number> | null>(null)
  const previous = useRef<string | null>(null)
  // The entry whose position the visitor's scrolling records; none between a navigation and its scroll.
  const tracked = useRef<string | null>(null)

  useEffect(() => {
    window.history.scrollRestoration = 'manual'
    const onScroll = () => {
      if (tracked.current !== null && positions.current)
        positions.current[tracked.current] = window.scrollY
    }
    const onHide = () => {
      onScroll()
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current ?? {}))
      } catch {
        // A full or refused storage loses the positions across a reload, nothing else.
      }
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('pagehide', onHide)
    return () => {
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('pagehide', onHide)
      window.history.scrollRestoration = 'auto'
    }
  }, [])

  useLayoutEffect(() => {
    positions.current ??= storedPositions()
    const firstPage = previous.current === null
    const smooth = glidesTo(previous.current, pathname, hash, type)
    previous.current = pathname
    document.documentElement.toggleAttribute(SMOOTH_SCROLL_ATTRIBUTE, smooth)
    tracked.current = null
    const target = scrollTargetOf(positions.current[key], hash, type, firstPage)
    let cancelled = false
    let triesLeft = PAGE_WAIT_FRAMES
    // Whether the page is in the document far enough for the target: the #anchor's part is there,
    // or the page is long enough to scroll to where the visitor was.
    const ready = (): boolean => {
      if (target === null || ('top' in target && target.top === 0)) return true
      if ('anchor' in target) return document.getElementById(target.anchor) !== null
      return document.documentElement.scrollHeight - window.innerHeight >= target.top
    }
    const scroll = () => {
      if (cancelled) return
      if (!ready() && (triesLeft-- > 0 || isStaging())) {
        requestAnimationFrame(scroll)
        return
      }
      if (target !== null && 'anchor' in target) {
        const part = document.getElementById(target.anchor)
        if (part) part.scrollIntoView()
        else if (!firstPage) window.scrollTo(0, 0)
      } else if (target !== null) {
        window.scrollTo(0, target.top)
      }
      // From here the visitor's scrolling records the position. Reading it now would make the
      // browser lay the new page out at once, inside this task.
      tracked.current = key
    }
    // After the render that is under way has put the new page in the document, before the
    // browser paints it; a page that comes in parts (the landing page as the app starts) is
    // waited for, a frame at a time.
    queueMicrotask(scroll)
    return () => {
      cancelled = true
    }
  }, [pathname, hash, key, type])
  return null
}
