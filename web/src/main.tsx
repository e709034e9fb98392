import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'

import { KeepFocus } from './app/keep-focus'
import { AppProvider } from './app/provider'
import { createAppRouter, type AppRouter } from './app/router'
import { paths } from './config/paths'
import { stageTheFirstRender } from './lib/staged-start'
import './index.css'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

function start(container: HTMLElement, router: AppRouter) {
  createRoot(container).render(
    <>
      <KeepFocus container={container} />
      <AppProvider>
        <RouterProvider router={router} />
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

// The runtime renders a tree in one task. When the app replaces the first screen, the start is
// cut in turns so no task of it is long: the router is made in one, the first screen is rendered
// in the next, and on the landing page each part below the first screen follows in a turn of its
// own (lib/staged-start.ts).
if (root.firstElementChild) {
  if (window.location.pathname === paths.home.path) stageTheFirstRender()
  afterNextPaint(() => {
    const router = createAppRouter()
    setTimeout(() => {
      start(root, router)
    }, 0)
  })
} else {
  start(root, createAppRouter())
}
