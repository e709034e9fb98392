import { useSyncExternalStore } from 'react'

const QUERY = '(prefers-reduced-motion: reduce)'

// Older browsers (and test DOMs) may lack matchMedia: motion is then allowed.
const mediaList = () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null)

function subscribe(onChange: () => void) {
  const list = mediaList()
  list?.addEventListener('change', onChange)
  return () => {
    list?.removeEventListener('change', onChange)
  }
}

// True when the visitor asked the system for less motion: background videos then stay still.
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaList()?.matches ?? false,
    () => false,
  )
}
