import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test'

import {
  expectNoSeriousA11yViolations,
  expectToast,
  futureDate,
  openAdmin,
  signInAsStaff,
} from './support/content-admin'
import { staffHeaders } from './support/reservations'

type Section = {
  section_name: string
  title: string | null
  subtitle: string | null
  content: Record<string, unknown>
}

async function readSection(
  request: APIRequestContext,
  headers: Record<string, string>,
  name: string,
) {
  const response = await request.get('/api/admin/sections', { headers })
  expect(response.ok()).toBe(true)
  const { data } = (await response.json()) as { data: Section[] }
  return data.find((section) => section.section_name === name) ?? null
}

async function saveSection(
  request: APIRequestContext,
  headers: Record<string, string>,
  name: string,
  body: Omit<Section, 'section_name'>,
  path = `/api/admin/sections/${name}`,
) {
  const { title, subtitle, content } = body
  const response = await request.put(path, { headers, data: { title, subtitle, content } })
  expect(response.status(), await response.text()).toBe(200)
}

// The API is called from a context of its own: the browser's would share its session cookie, and
// the sign-in page would then open the admin area at once instead of asking for a password.

// The calls a page makes to the visitors' API (every /api/ path but the staff's and the session's).
function watchPublicApi(page: Page) {
  const calls: string[] = []
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith('/api/') && !/^\/api\/(admin|auth)\//.test(pathname))
      calls.push(pathname)
  })
  return calls
}

test('drafts show only in the preview until published; a discarded draft never goes live', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000)
  const headers = await staffHeaders(request)
  const hero = await readSection(request, headers, 'hero')
  expect(hero).not.toBeNull()
  if (!hero) return
  const published = String(hero.content.title)
  const drafted = `Draft night ${Date.now()}`
  const eventTitle = `Draft Gala ${Date.now()}`

  await saveSection(
    request,
    headers,
    'hero',
    { title: hero.title, subtitle: hero.subtitle, content: { ...hero.content, title: drafted } },
    '/api/admin/drafts/sections/hero',
  )
  const eventDraft = await request.post('/api/admin/drafts/events', {
    headers,
    data: {
      title: eventTitle,
      description: 'Kept as a draft.',
      date: futureDate(12),
      time: '10:00 PM',
      location: 'Main Room',
    },
  })
  expect(eventDraft.status()).toBe(200)

  try {
    // Visitors see neither.
    const visitor = await context.newPage()
    await visitor.goto('/')
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(published)
    await expect(visitor.getByText(eventTitle)).toHaveCount(0)

    // Staff see both in the preview, opened in its own tab, which reads nothing public.
    await signInAsStaff(page, '/admin/drafts')
    await expect(page.getByRole('heading', { name: 'Hero', exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: eventTitle })).toBeVisible()
    const opened = context.waitForEvent('page')
    await page.getByRole('link', { name: /Preview the site with all drafts/ }).click()
    const preview = await opened
    const publicCalls = watchPublicApi(preview)
    await expect(preview).toHaveURL(/\/admin\/preview$/)
    const banner = preview.getByRole('region', { name: 'Preview' })
    await expect(banner).toContainText('Preview — drafts are not published yet')
    await expect(banner.getByRole('link', { name: 'Back to Drafts' })).toBeVisible()
    await expect(banner.getByRole('button', { name: 'Publish all' })).toBeEnabled()
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(drafted)
    await expect(preview.getByRole('heading', { name: eventTitle })).toBeVisible()
    // A reload counts every call from the start.
    await preview.reload()
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(drafted)
    await expect(preview.getByRole('heading', { name: eventTitle })).toBeVisible()
    await preview.waitForLoadState('networkidle')
    expect(publicCalls).toEqual([])
    await preview.close()

    // Publishing the hero's draft puts it live.
    const heroCard = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Hero', exact: true }) })
    await heroCard.getByRole('button', { name: 'Publish Hero' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toContainText('"Hero" goes live on the site at once.')
    await dialog.getByRole('button', { name: 'Publish' }).click()
    await expectToast(page, 'Draft published: it is live on the site.')
    await expect(heroCard).toHaveCount(0)
    await visitor.goto('/')
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(drafted)

    // Discarding the event's draft: gone from the drafts, never public.
    const eventCard = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: eventTitle }) })
    await expect(eventCard.getByText('New', { exact: true })).toBeVisible()
    await eventCard.getByRole('button', { name: `Discard ${eventTitle}` }).click()
    await dialog.getByRole('button', { name: 'Discard' }).click()
    await expectToast(page, 'Draft discarded')
    await expect(eventCard).toHaveCount(0)
    await visitor.reload()
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(drafted)
    await expect(visitor.getByText(eventTitle)).toHaveCount(0)
    const site = (await (await request.get('/api/site')).json()) as { events: { title: string }[] }
    expect(site.events.map((event) => event.title)).not.toContain(eventTitle)
  } finally {
    // The demo club's hero as it was, and no draft left behind for the other tests.
    await saveSection(request, headers, 'hero', {
      title: hero.title,
      subtitle: hero.subtitle,
      content: hero.content,
    })
    const drafts = (await (await request.get('/api/admin/drafts', { headers })).json()) as {
      data: { id: string }[]
    }
    for (const draft of drafts.data)
      await request.delete(`/api/admin/drafts/${draft.id}`, { headers })
  }
})

test('the Legal Pages screen writes the privacy policy in Markdown, shown as headings and lists', async ({
  page,
  request,
}) => {
  const headers = await staffHeaders(request)
  const before = await readSection(request, headers, 'privacy')
  try {
    await signInAsStaff(page, '/admin/legal')
    const panel = page.getByRole('tabpanel')
    const body = panel.getByLabel('Body')
    await body.fill('# What we keep\n\nOnly what you send us:\n\n- your name\n- your email address')
    // The preview beside the field follows what is typed.
    await expect(
      panel.getByTestId('legal-preview').getByRole('heading', { name: 'What we keep' }),
    ).toBeVisible()
    await panel.getByRole('button', { name: 'Save Changes' }).click()
    await expectToast(page, 'Privacy Policy updated successfully!')

    await page.goto('/privacy')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 2, name: 'What we keep' })).toBeVisible()
    await expect(main.getByRole('list').getByRole('listitem')).toHaveText([
      'your name',
      'your email address',
    ])
    await expect(main).not.toContainText('# What we keep')
  } finally {
    await saveSection(
      request,
      headers,
      'privacy',
      before ?? { title: null, subtitle: null, content: { title: null, body: '' } },
    )
  }
})

test('the Search & Sharing screen sets the title of the page the server sends', async ({
  page,
  request,
}) => {
  const headers = await staffHeaders(request)
  const before = await readSection(request, headers, 'seo')
  const title = `Nocturne tonight ${Date.now()}`
  try {
    await signInAsStaff(page, '/admin/seo')
    const field = page.getByLabel('Page title')
    // Empty, it shows what the page is titled meanwhile (from the club's name and the hero).
    await expect(field).toHaveAttribute('placeholder', /^.+ \| .+$/)
    await field.fill(title)
    await expect(page.getByText(`${title.length} / 120`)).toBeVisible()
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await expectToast(page, 'Search & sharing updated successfully!')

    await expect
      .poll(async () => (await request.get('/')).text())
      .toContain(`<title>${title}</title>`)
  } finally {
    await saveSection(
      request,
      headers,
      'seo',
      before ?? {
        title: null,
        subtitle: null,
        content: { title: null, description: null, image: null },
      },
    )
  }
})

for (const theme of ['dark', 'light'] as const) {
  test(`the drafts, legal and search screens and the preview pass an accessibility scan in the ${theme} theme`, async ({
    page,
  }) => {
    test.setTimeout(60_000)
    await page.addInitScript((value) => {
      window.localStorage.setItem('theme', value)
    }, theme)
    await signInAsStaff(page)
    for (const path of ['/admin/drafts', '/admin/legal', '/admin/legal?page=terms', '/admin/seo']) {
      await test.step(path, async () => {
        await openAdmin(page, path)
        await expectNoSeriousA11yViolations(page)
      })
    }
    await test.step('/admin/preview', async () => {
      await page.goto('/admin/preview')
      await expect(page.getByRole('region', { name: 'Preview' })).toBeVisible()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectNoSeriousA11yViolations(page)
    })
  })
}
