import { describe, expect, it } from 'vitest'

import { buildSite } from '@/testing/factories'

import { readInlinedSiteData } from './inlined-site-data'

function inline(text: string) {
  const script = document.createElement('script')
  script.id = 'site-data'
  script.type = 'application/json'
  script.textContent = text
  document.head.append(script)
  return () => {
    script.remove()
  }
}

describe('inlined site data', () => {
  it('reads the payload the server inlined as <script id="site-data">', () => {
    const site = buildSite({ club_name: 'Velvet' })
    const remove = inline(JSON.stringify(site))
    expect(readInlinedSiteData()).toEqual(site)
    remove()
  })

  it('gives nothing when the page has no inlined payload', () => {
    expect(readInlinedSiteData()).toBeUndefined()
  })

  it('gives nothing when the payload is not valid JSON', () => {
    const remove = inline('{"club_name": ')
    expect(readInlinedSiteData()).toBeUndefined()
    remove()
  })

  it('gives nothing when the payload does not look like the site', () => {
    const remove = inline(JSON.stringify({ club_name: 'Velvet' }))
    expect(readInlinedSiteData()).toBeUndefined()
    remove()
  })
})
