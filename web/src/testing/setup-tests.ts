import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

// Every test starts on real timers, whatever the one before it faked.
afterEach(() => {
  vi.useRealTimers()
  cleanup()
  window.localStorage.clear()
  document.documentElement.className = ''
  document.body.innerHTML = ''
})
