import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import type { KeepFocus as KeepFocusType } from './keep-focus'

// The server's first screen (src/nocturne/http/first_screen.py), before the app replaces it.
function serverFirstScreen() {
  const container = document.createElement('div')
  container.innerHTML =
    '<a href="#main-content">Skip to content</a>' +
    '<main id="main-content" tabindex="-1"><a href="/#events">View Events</a></main>'
  document.body.append(container)
  return container
}

function App({
  container,
  KeepFocus,
}: {
  container: HTMLElement
  KeepFocus: typeof KeepFocusType
}) {
  return (
    <>
      <KeepFocus container={container} />
      <a href="#main-content">Skip to content</a>
      <main id="main-content" tabIndex={-1}>
        <a href="/#bottle-service">Reserve Now</a>
        <a href="/#events">View Events</a>
      </main>
    </>
  )
}

describe('KeepFocus', () => {
  it("moves the focus to the app's copy of the element focused on the first screen", async () => {
    // The app's script loads after the first paint: the focus may have moved before (here the
    // module is loaded only after the link is focused, as in the browser).
    const container = serverFirstScreen()
    const link = container.querySelector<HTMLElement>('a[href="/#events"]')
    link?.focus()
    expect(document.activeElement).toBe(link)
    const { KeepFocus } = await import('./keep-focus')

    render(<App container={container} KeepFocus={KeepFocus} />, { container })

    expect(link?.isConnected).toBe(false)
    const copy = container.querySelector('a[href="/#events"]')
    expect(copy).not.toBe(link)
    expect(document.activeElement).toBe(copy)
    container.remove()
  })
})
