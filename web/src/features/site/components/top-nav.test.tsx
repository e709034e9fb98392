import { QueryClient } from '@tanstack/react-query'
import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'

import { NAV_MAIN_LABEL, NAV_TOGGLE_MENU } from '@/messages'
import { buildNavigation, buildSite } from '@/testing/factories'
import { renderWithProviders, stubMatchMedia } from '@/testing/render'

import { SITE_QUERY_KEY } from '../api/get-site'
import { TopNav } from './top-nav'

function renderNav(site = buildSite(), path = '/') {
  stubMatchMedia(false)
  const queryClient = new QueryClient()
  queryClient.setQueryData(SITE_QUERY_KEY, site)
  return renderWithProviders(<TopNav />, { queryClient, path })
}

const nav = () => screen.getByRole('navigation', { name: NAV_MAIN_LABEL })

describe('TopNav', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('data-prerendered-menu')
  })

  it('shows the club name as a text brand linking home when there is no logo', () => {
    renderNav(buildSite({ club_name: 'Velvet' }))
    expect(within(nav()).getByRole('link', { name: 'Velvet' })).toHaveAttribute('href', '/')
  })

  it('shows the logo image from the navigation settings', () => {
    renderNav(buildSite({ navigation: buildNavigation({ logo_url: '/media/logos/l.png' }) }))
    expect(within(nav()).getByRole('img', { name: 'Nocturne' })).toHaveAttribute(
      'src',
      '/media/logos/l.png',
    )
  })

  it('shows the club name as text when the logo cannot be loaded', () => {
    renderNav(
      buildSite({
        club_name: 'Velvet',
        navigation: buildNavigation({ logo_url: '/media/logos/gone.png' }),
      }),
    )
    fireEvent.error(within(nav()).getByRole('img', { name: 'Velvet' }))
    expect(within(nav()).queryByRole('img')).not.toBeInTheDocument()
    expect(within(nav()).getByRole('link', { name: 'Velvet' })).toHaveTextContent('Velvet')
  })

  it('links the default anchors to the landing page, so they work from /menu too', () => {
    renderNav(buildSite(), '/menu')
    expect(within(nav()).getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/#events')
    expect(within(nav()).getByRole('link', { name: 'Menu' })).toHaveAttribute('href', '/menu')
    expect(within(nav()).getByRole('link', { name: 'Bottle Service' })).toHaveAttribute(
      'href',
      '/#bottle-service',
    )
    expect(within(nav()).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin')
  })

  it('opens and closes the mobile menu with its toggle', async () => {
    renderNav()
    const toggle = screen.getByRole('button', { name: NAV_TOGGLE_MENU })
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(panel).not.toBeVisible()

    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(panel).toBeVisible()

    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(panel).not.toBeVisible()
  })

  it('keeps the menu open when the visitor opened the server-sent one before the app started', () => {
    document.documentElement.setAttribute('data-prerendered-menu', 'open')
    renderNav()
    const toggle = screen.getByRole('button', { name: NAV_TOGGLE_MENU })
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toBeVisible()
  })

  it("follows the app's own toggle once used: the next page starts as the visitor left it", async () => {
    document.documentElement.setAttribute('data-prerendered-menu', 'open')
    const first = renderNav()
    await userEvent.click(screen.getByRole('button', { name: NAV_TOGGLE_MENU }))
    expect(screen.getByRole('button', { name: NAV_TOGGLE_MENU })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    first.unmount()
    renderNav()
    expect(screen.getByRole('button', { name: NAV_TOGGLE_MENU })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })

  it('opens the menu when the server-sent one was opened while the app was rendering', () => {
    // The visitor's click lands after TopNav rendered and before the app's bar is on screen:
    // a component rendered after TopNav plays that click.
    function ClickDuringRender() {
      document.documentElement.setAttribute('data-prerendered-menu', 'open')
      return null
    }
    stubMatchMedia(false)
    const queryClient = new QueryClient()
    queryClient.setQueryData(SITE_QUERY_KEY, buildSite())
    renderWithProviders(
      <>
        <TopNav />
        <ClickDuringRender />
      </>,
      { queryClient },
    )
    expect(screen.getByRole('button', { name: NAV_TOGGLE_MENU })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
  })

  it('closes the mobile menu when a link in it is followed', async () => {
    renderNav()
    const toggle = screen.getByRole('button', { name: NAV_TOGGLE_MENU })
    await userEvent.click(toggle)
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
    if (!panel) throw new Error('no mobile panel')
    await userEvent.click(within(panel).getByRole('link', { name: 'Gallery' }))
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })
})
