import { test } from '@playwright/test'

import { expectNoSeriousA11yViolations, openAdmin, signInAsStaff } from './support/content-admin'

const SCREENS = [
  '/admin/hero',
  '/admin/navigation',
  '/admin/content?section=bottle-service',
  '/admin/gallery',
  '/admin/events',
  '/admin/bottle-service',
  '/admin/bottle-service?tab=features',
  '/admin/bottle-service?tab=experience',
  '/admin/menu',
  '/admin/contact',
  '/admin/footer',
  '/admin/trash',
]

for (const theme of ['dark', 'light'] as const) {
  test(`the content managers pass an accessibility scan in the ${theme} theme`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.addInitScript((value) => {
      window.localStorage.setItem('theme', value)
    }, theme)
    await signInAsStaff(page)
    for (const path of SCREENS) {
      await test.step(path, async () => {
        await openAdmin(page, path)
        await expectNoSeriousA11yViolations(page)
      })
    }
  })
}
