import { useLayoutEffect } from 'react'

// Someone may reach the server's first screen with the keyboard before the app replaces it (see
// main.tsx): the app then focuses its own copy of that element (same id, or same tag, address and
// text). The element focused when this module loads is noted, then every later focus until the
// app's first commit.
let focusedBeforeStart: Element | null =
  document.activeElement === document.body ? null : document.activeElement

function trackFocus(event: FocusEvent) {
  focusedBeforeStart = event.target instanceof Element ? event.target : null
}

document.addEventListener('focusin', trackFocus)

function copyOf(container: HTMLElement, element: Element): HTMLElement | null {
  const byId = element.id ? document.getElementById(element.id) : null
  if (byId) return byId
  const href = element.getAttribute('href')
  for (const candidate of container.querySelectorAll<HTMLElement>(element.tagName)) {
    if (candidate.getAttribute('href') === href && candidate.textContent === element.textContent) {
      return candidate
    }
  }
  return null
}

export function KeepFocus({ container }: { container: HTMLElement }) {
  useLayoutEffect(() => {
    document.removeEventListener('focusin', trackFocus)
    const before = focusedBeforeStart
    focusedBeforeStart = null
    const now = document.activeElement
    if (!before || before.isConnected || (now && now !== document.body)) return
    copyOf(container, before)?.focus()
  }, [container])
  return null
}
