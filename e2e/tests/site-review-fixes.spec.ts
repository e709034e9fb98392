import { expect, test, type APIRequestContext } from '@playwright/test'

async function clubName(request: APIRequestContext): Promise<string> {
  const site = (await (await request.get('/api/site')).json()) as { club_name: string }
  return site.club_name
}

function head(html: string) {
  const part = html.split('</head>')[0]
  return {
    titles: [...part.matchAll(/<title>(.*?)<\/title>/g)].map((m) => m[1]),
    canonicals: [...part.matchAll(/<link rel="canonical" href="([^"]*)" \/>/g)].map((m) => m[1]),
    noindex: part.includes('<meta name="robots" content="noindex" />'),
  }
}

test.describe('page titles and canonical addresses', () => {
  test('each public page the sitemap lists is served with its own title and canonical address', async ({ request }) => {
    const club = await clubName(request)
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const listed = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
    expect(listed).toEqual(['/', '/menu', '/privacy', '/terms'])
    const titles = new Set<string>()
    for (const path of listed) {
      const served = head(await (await request.get(path)).text())
      expect(served.titles).toHaveLength(1)
      titles.add(served.titles[0])
      // The canonical address is the club's public address (its setting) with the page's path.
      expect(served.canonicals).toHaveLength(1)
      expect(new URL(served.canonicals[0]).pathname).toBe(path)
      expect(served.noindex).toBe(false)
    }
    expect(titles.size).toBe(listed.length)
    expect(head(await (await request.get('/menu')).text()).titles).toEqual([`Menu | ${club}`])
    expect(head(await (await request.get('/privacy')).text()).titles).toEqual([`Privacy Policy | ${club}`])
  })

  test('admin pages are not indexed and carry no canonical address', async ({ request }) => {
    for (const path of ['/admin', '/admin/reservations', '/admin/login']) {
      const served = head(await (await request.get(path)).text())
      expect(served.canonicals).toEqual([])
      expect(served.noindex).toBe(true)
    }
  })

  test('moving between pages in the app names the tab after the page shown', async ({ page, request }) => {
    const club = await clubName(request)
    await page.goto('/')
    const landing = await page.title()
    await page.getByRole('banner').getByRole('link', { name: 'Menu', exact: true }).first().click()
    await expect(page).toHaveURL(/\/menu$/)
    await expect(page).toHaveTitle(`Menu | ${club}`)
    await page.getByRole('link', { name: 'Back to Home' }).click()
    await expect(page).toHaveTitle(landing)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
    await expect(page).toHaveTitle(`Privacy Policy | ${club}`)
  })
})
