import { createRoot } from 'react-dom/client'

import { KeepFocus } from './app/keep-focus'
import { AppProvider } from './app/provider'
import { AppRouter } from './app/router'
import { paths } from './config/paths'
import { stageTheFirstRender } from './lib/staged-start'
import './index.css'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

// The runtime renders a tree in one task: the landing page, when it replaces the first screen,
// renders its sections in turn instead (lib/staged-start.ts), so the app starts without a long task.
function start(container: HTMLElement) {
  createRoot(container).render(
    <>
      <KeepFocus container={container} />
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </>,
  )
}

// The server sends the landing page's first screen as HTML (src/nocturne/http/first_screen.py), and the
// app replaces it with the same markup (no hydration). The browser records the first screen's
// paint (First/Largest Contentful Paint) only once it has been shown: the app waits for the next
// frame so it does not remove the elements before that. A hidden tab has no frames: then it starts
// after a short wait.
function afterNextPaint(callback: () => void) {
  let started = false
  const once = () => {
    if (started) return
    started = true
    callback()
  }
  requestAnimationFrame(() => {
    setTimeout(once, 0)
  })
  setTimeout(once, 250)
}

if (root.firstElementChild) {
  if (window.location.pathname === paths.home.path) stageTheFirstRender()
  afterNextPaint(() => {
    start(root)
  })
} else {
  start(root)
}
