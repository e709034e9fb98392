import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { ToastProvider } from '@/components/toast'
import { buildSection, buildSession } from '@/testing/factories'
import { jsonResponse, stubFetch } from '@/testing/fetch'
import { renderRoutes } from '@/testing/render'

import { ServiceManager } from './service-manager'

const section = buildSection({
  section_name: 'bottle-service',
  content: {
    features: [{ id: 'f1', icon: 'crown', title: 'VIP hosts', description: '' }],
    statistics: [{ id: 's1', icon: 'wine', label: 'Bottles', value: '200+' }],
  },
})

function renderTab(tab: string) {
  stubFetch((call) => {
    if (call.url.startsWith('/api/auth/token')) return jsonResponse(buildSession())
    return jsonResponse({ data: [section], count: 1 })
  })
  return renderRoutes(
    [
      {
        path: '/admin/bottle-service',
        element: (
          <ToastProvider>
            <ServiceManager />
          </ToastProvider>
        ),
      },
    ],
    { path: `/admin/bottle-service?tab=${tab}` },
  )
}

describe('the bottle-service editor', () => {
  it.each([
    ['features', 'crown'],
    ['statistics', 'wine'],
  ])('previews a named icon in the %s tab as the public page shows it', async (tab, icon) => {
    const { container } = renderTab(tab)
    expect(await screen.findByDisplayValue(icon)).toBeInTheDocument()
    expect(container.querySelector(`svg.lucide-${icon}`)).not.toBeNull()
  })
})
