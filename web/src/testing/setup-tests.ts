import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

// jsdom lays nothing out, so it has no scrolling into view (browsers all do): a no-op stands in.
Object.defineProperty(Element.prototype, 'scrollIntoView', {
  configurable: true,
  writable: true,
  value: () => undefined,
})

// Every test starts on real timers, whatever the one before it faked.
afterEach(() => {
  vi.useRealTimers()
  cleanup()
  window.localStorage.clear()
  document.documentElement.className = ''
  document.body.innerHTML = ''
})
