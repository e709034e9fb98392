import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { ToastProvider } from '@/components/toast'
import type { ContentSectionPublic, SectionUpdate } from '@/lib/api/types'
import { PRIVACY_POLICY, TERMS_OF_SERVICE } from '@/messages'
import { SAVE_CHANGES, TITLE_LABEL } from '@/messages-admin'
import { LEGAL_BODY, LEGAL_PREVIEW_EMPTY, legalUpdated } from './messages'
import { buildSection, buildSession } from '@/testing/factories'
import { jsonResponse, stubFetch } from '@/testing/fetch'
import { renderRoutes } from '@/testing/render'

import { LegalManager } from './legal-manager'

function renderManager(sections: ContentSectionPublic[] = []) {
  const server = stubFetch((call) => {
    if (call.url.startsWith('/api/auth/token')) return jsonResponse(buildSession())
    if (call.method === 'PUT') {
      const name = call.url.split('/').at(-1) ?? ''
      return jsonResponse(buildSection({ section_name: name, ...(call.body as SectionUpdate) }))
    }
    return jsonResponse({ data: sections, count: sections.length })
  })
  renderRoutes(
    [
      {
        path: '/admin/legal',
        element: (
          <ToastProvider>
            <LegalManager />
          </ToastProvider>
        ),
      },
    ],
    { path: '/admin/legal' },
  )
  return server
}

// The tab shown: the other one stays mounted but hidden.
const panel = () => screen.getByRole('tabpanel')
const preview = () => within(panel()).getByTestId('legal-preview')
const openBody = async () => within(await screen.findByRole('tabpanel')).getByLabelText(LEGAL_BODY)

describe('LegalManager', () => {
  it('shows the Markdown as the page will, while it is typed', async () => {
    renderManager()
    const body = await openBody()
    expect(within(preview()).getByText(LEGAL_PREVIEW_EMPTY)).toBeInTheDocument()
    // The title follows the page's own name until staff give one.
    expect(within(preview()).getByText(PRIVACY_POLICY)).toBeInTheDocument()

    fireEvent.input(body, {
      target: { value: '# What we keep\n\nOnly **your name**.\n\n- email\n- phone' },
    })
    fireEvent.input(within(panel()).getByLabelText(TITLE_LABEL), {
      target: { value: 'Your privacy' },
    })

    expect(within(preview()).getByRole('heading', { name: 'What we keep' })).toBeInTheDocument()
    expect(within(preview()).getByText('your name').tagName).toBe('STRONG')
    expect(
      within(preview())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['email', 'phone'])
    expect(within(preview()).getByText('Your privacy')).toBeInTheDocument()
  })

  it("saves the title and the body as the section's content", async () => {
    const saved = buildSection({
      section_name: 'privacy',
      title: 'kept',
      content: { title: null, body: 'Old text' },
    })
    const { calls } = renderManager([saved])
    const body = await openBody()
    expect(body).toHaveValue('Old text')

    fireEvent.input(within(panel()).getByLabelText(TITLE_LABEL), {
      target: { value: '  Privacy at the club ' },
    })
    fireEvent.input(body, { target: { value: '## Cookies\n\nNone.' } })
    await userEvent.click(within(panel()).getByRole('button', { name: SAVE_CHANGES }))

    const toasts = screen.getByRole('region', { name: 'Notifications' })
    expect(await within(toasts).findByText(legalUpdated(PRIVACY_POLICY))).toBeInTheDocument()
    const put = calls.find((call) => call.method === 'PUT')
    expect(put?.url).toBe('/api/admin/sections/privacy')
    expect(put?.body).toEqual({
      title: 'kept',
      subtitle: null,
      content: { title: 'Privacy at the club', body: '## Cookies\n\nNone.' },
    })
  })

  it('edits the Terms of Service in its own tab, keeping what was typed in the other', async () => {
    const { calls } = renderManager()
    fireEvent.input(await openBody(), { target: { value: 'Privacy draft' } })

    await userEvent.click(screen.getByRole('tab', { name: TERMS_OF_SERVICE }))
    const terms = panel()
    fireEvent.input(within(terms).getByLabelText(LEGAL_BODY), { target: { value: '' } })
    await userEvent.click(within(terms).getByRole('button', { name: SAVE_CHANGES }))
    const toasts = screen.getByRole('region', { name: 'Notifications' })
    expect(await within(toasts).findByText(legalUpdated(TERMS_OF_SERVICE))).toBeInTheDocument()
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      content: { title: null, body: '' },
    })
    expect(
      within(terms).getByRole('link', { name: /View the Terms of Service page/ }),
    ).toHaveAttribute('href', '/terms')

    await userEvent.click(screen.getByRole('tab', { name: PRIVACY_POLICY }))
    expect(within(panel()).getByLabelText(LEGAL_BODY)).toHaveValue('Privacy draft')
  })
})
