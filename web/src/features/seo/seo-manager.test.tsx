import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { ToastProvider } from '@/components/toast'
import type { ContentSectionPublic, SectionUpdate } from '@/lib/api/types'
import { SAVE_CHANGES } from '@/messages-admin'
import {
  SEO_DEFAULT_DESCRIPTION,
  SEO_DESCRIPTION,
  SEO_PAGE_TITLE,
  SEO_PICTURE_URL,
  SEO_UPDATED,
} from './messages'
import { buildSection, buildSession } from '@/testing/factories'
import { jsonResponse, stubFetch } from '@/testing/fetch'
import { renderRoutes } from '@/testing/render'

import { seoDefaults } from './seo-defaults'
import { SeoManager } from './seo-manager'

const HERO = buildSection({
  section_name: 'hero',
  title: 'NOCTURNE',
  subtitle: 'Where the night begins',
  content: {
    title: 'NOCTURNE',
    subtitle: 'Where the night begins',
    background_image: '/media/hero-images/night.jpg',
    background_video: null,
  },
})

function renderManager(sections: ContentSectionPublic[]) {
  const server = stubFetch((call) => {
    if (call.url.startsWith('/api/auth/token')) return jsonResponse(buildSession())
    if (call.method === 'PUT')
      return jsonResponse(buildSection({ section_name: 'seo', ...(call.body as SectionUpdate) }))
    return jsonResponse({ data: sections, count: sections.length })
  })
  renderRoutes(
    [
      {
        path: '/admin/seo',
        element: (
          <ToastProvider>
            <SeoManager clubName="Nocturne" />
          </ToastProvider>
        ),
      },
    ],
    {
      path: '/admin/seo',
    },
  )
  return server
}

describe('seoDefaults', () => {
  it('follows the hero as the server does', () => {
    expect(seoDefaults('Nocturne', HERO)).toEqual({
      title: 'Nocturne | Where the night begins',
      description: `Where the night begins. ${SEO_DEFAULT_DESCRIPTION}`,
      image: '/media/hero-images/night.jpg',
    })
  })

  it('uses a long subtitle alone, the title without a subtitle, the stock tagline without a hero', () => {
    const long = 'Three floors of sound and light, from the first drink to the last song at dawn'
    expect(seoDefaults('Nocturne', buildSection({ content: { subtitle: long } })).description).toBe(
      long,
    )
    expect(
      seoDefaults('Nocturne', buildSection({ content: { title: 'NOCTURNE', subtitle: '' } })).title,
    ).toBe('Nocturne | NOCTURNE')
    expect(seoDefaults('Nocturne', null)).toEqual({
      title: 'Nocturne | Premium Nightclub',
      description: `Premium Nightclub. ${SEO_DEFAULT_DESCRIPTION}`,
      image: null,
    })
  })
})

describe('SeoManager', () => {
  it('shows what is used when a field is left empty', async () => {
    renderManager([HERO])
    const title = await screen.findByLabelText(SEO_PAGE_TITLE)
    expect(title).toHaveValue('')
    expect(title).toHaveAttribute('placeholder', 'Nocturne | Where the night begins')
    expect(screen.getByLabelText(SEO_DESCRIPTION)).toHaveAttribute(
      'placeholder',
      `Where the night begins. ${SEO_DEFAULT_DESCRIPTION}`,
    )
    expect(screen.getByLabelText(SEO_PICTURE_URL)).toHaveAttribute(
      'placeholder',
      '/media/hero-images/night.jpg',
    )

    const previews = screen.getByRole('complementary', { name: 'Previews' })
    expect(within(previews).getAllByText('Nocturne | Where the night begins')).toHaveLength(2)
  })

  it('counts the characters, previews what is typed and saves it', async () => {
    const { calls } = renderManager([
      HERO,
      buildSection({ section_name: 'seo', content: { description: 'Kept' } }),
    ])
    const title = await screen.findByLabelText(SEO_PAGE_TITLE)
    expect(screen.getByLabelText(SEO_DESCRIPTION)).toHaveValue('Kept')
    expect(title).toHaveAccessibleDescription(/0 of 120 characters used/)

    fireEvent.input(title, { target: { value: 'Nocturne — tables tonight' } })
    expect(title).toHaveAccessibleDescription(/25 of 120 characters used/)
    const previews = screen.getByRole('complementary', { name: 'Previews' })
    expect(within(previews).getAllByText('Nocturne — tables tonight')).toHaveLength(2)

    await userEvent.click(screen.getByRole('button', { name: SAVE_CHANGES }))
    const toasts = screen.getByRole('region', { name: 'Notifications' })
    expect(await within(toasts).findByText(SEO_UPDATED)).toBeInTheDocument()
    const put = calls.find((call) => call.method === 'PUT')
    expect(put?.url).toBe('/api/admin/sections/seo')
    expect(put?.body).toMatchObject({
      content: { title: 'Nocturne — tables tonight', description: 'Kept', image: null },
    })
  })
})
