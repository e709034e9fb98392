// The landing page's first screen as HTML templates, rendered at build time from the app's own
// components (web/scripts/first-screen.mjs writes them to dist/first-screen.json). The server fills
// each {{slot}} with escaped text from the site payload, or with another template, and sends the
// result inside #root (src/nocturne/http/first_screen.py), so the page paints before the script has
// run and the app's first render replaces it with the same markup.
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'

import { ThemeToggleButton } from '@/components/theme-toggle'
import type { TopNavLink } from '@/lib/api/types'

import { Brand } from './features/site/components/brand'
import { HeroGradient, HeroImage, HeroSubtitle, HeroView } from './features/site/components/hero-view'
import { LandingMain } from './features/site/components/landing-main'
import { SkipLink } from './features/site/components/skip-link'
import { NavItem, TopNavView } from './features/site/components/top-nav-view'
import { HERO_SIZES } from './features/site/utils/responsive'

const slot = (name: string) => `{{${name}}}`
// A link's address is a slot too. In-app links go through the router, which would make
// "{{href}}" relative; the server fills in the address the app's links show (kit/links.py).
const hrefSlot = (name: string) => `/${slot(name)}`

// React hoists a preload hint for each picture it renders with a high fetch priority.
const PRELOAD = /<link rel="preload"[^>]*\/>/g

function markup(node: ReactNode): string {
  return renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>).replaceAll('"/{{', '"{{')
}

function render(node: ReactNode): string {
  return markup(node).replace(PRELOAD, '')
}

// The hint React writes for a picture: the landing page's <head> carries the hero's, so the
// browser asks for the file it will show (the same srcset and sizes) before it reaches the body.
function preloadOf(node: ReactNode): string {
  const hint = new RegExp(PRELOAD.source).exec(markup(node))?.[0]
  if (!hint) throw new Error('React wrote no preload hint for the hero picture')
  return hint
}

function navItem(isButton: boolean, mobile: boolean): string {
  const link: TopNavLink = { text: slot('text'), mobile_text: slot('text'), url: hrefSlot('href'), isButton }
  return render(<NavItem link={link} mobile={mobile} />)
}

export function firstScreenTemplates(): Record<string, string> {
  const plainHero = <HeroImage image={slot('image')} position={slot('position')} />
  const responsiveHero = (
    <HeroImage image={slot('image')} srcSet={slot('srcset')} sizes={HERO_SIZES} position={slot('position')} />
  )
  const page = (
    <>
      <SkipLink />
      <TopNavView
        prerendered
        brand={slot('brand')}
        desktopItems={slot('nav_desktop')}
        mobileItems={slot('nav_mobile')}
        themeToggle={<ThemeToggleButton theme="light" data-prerendered="theme" />}
        showAdmin
        open={false}
      />
      <LandingMain>
        <HeroView
          hero={{
            title: slot('hero_title'),
            primary_button: { text: slot('primary_text'), link: hrefSlot('primary_href') },
            secondary_button: { text: slot('secondary_text'), link: hrefSlot('secondary_href') },
          }}
          background={slot('hero_background')}
          subtitle={slot('hero_subtitle')}
        />
      </LandingMain>
    </>
  )
  return {
    page: render(page),
    brand_logo: render(<Brand clubName={slot('club_name')} logoUrl={slot('logo')} />),
    brand_text: render(<Brand clubName={slot('club_name')} logoUrl={null} />),
    nav_link: navItem(false, false),
    nav_button: navItem(true, false),
    nav_link_mobile: navItem(false, true),
    nav_button_mobile: navItem(true, true),
    // Before its renditions are made a picture is its one file; then the browser picks from them.
    hero_image: render(plainHero),
    hero_image_preload: preloadOf(plainHero),
    hero_picture: render(responsiveHero),
    hero_picture_preload: preloadOf(responsiveHero),
    hero_gradient: render(<HeroGradient />),
    hero_subtitle: render(<HeroSubtitle>{slot('subtitle')}</HeroSubtitle>),
  }
}
