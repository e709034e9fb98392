import type { BrowserContextOptions } from '@playwright/test'

const PHONE_SIZE = { width: 390, height: 844 }

// A 390×844 phone as a browser sees one: touch, the page's meta viewport, and a screen as wide as
// the window. The desktop profile the project starts from has a 1920 px screen, and Chromium's
// preload scanner chooses from a srcset by the screen's width before the page is laid out.
export function phone(deviceScaleFactor = 3): BrowserContextOptions {
  return {
    viewport: PHONE_SIZE,
    screen: PHONE_SIZE,
    deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  }
}
