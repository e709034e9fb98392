// The first screen of the landing page and of an event's page as HTML templates, rendered at build time from the app's own
// components (web/scripts/first-screen.mjs writes them to dist/first-screen.json). The server fills
// each {{slot}} with escaped text from the site payload, or with another template, and sends the
// result inside #root (src/nocturne/http/first_screen.py), so the page paints before the script has
// run and the app's first render replaces it with the same markup.
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'

import { ThemeToggleButton } from '@/components/theme-toggle'
import type { TopNavLink } from '@/lib/api/types'

import {
  EventArticle,
  EventDetails,
  EventPageMain,
  FlyerImage,
  FlyerVideo,
} from './features/event-page/components/event-page'
import { Brand } from './features/site/components/brand'
import {
  HeroGradient,
  HeroImage,
  HeroSubtitle,
  HeroView,
} from './features/site/components/hero-view'
import { LandingMain } from './features/site/components/landing-main'
import { SkipLink } from './features/site/components/skip-link'
import { NavItem, TopNavView } from './features/site/components/top-nav-view'
import { HERO_SIZES } from './features/site/utils/responsive'

const slot = (name: string) => `{{${name}}}`
// A link's address is a slot too. In-app links go through the router, which would make
// "{{href}}" relative; the server fills in the address the app's links show (kit/links.py).
const hrefSlot = (name: string) => `/${slot(name)}`

// A slot inside a query string comes out percent-encoded ("?night=%7B%7Bdate%7D%7D").
const ENCODED_SLOT = /%7B%7B(\w+)%7D%7D/g

function render(node: ReactNode): string {
  return renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>)
    .replaceAll('"/{{', '"{{')
    .replace(ENCODED_SLOT, '{{$1}}')
}

// The landing page's <head> carries a hint for the hero picture, so the browser asks for the file
// it will show (the same address, or the same srcset and sizes) before it reaches the body.
const PRELOAD = '<link rel="preload" as="image" fetchpriority="high"'

function navItem(isButton: boolean, mobile: boolean): string {
  const link: TopNavLink = {
    text: slot('text'),
    mobile_text: slot('text'),
    url: hrefSlot('href'),
    isButton,
  }
  return render(<NavItem link={link} mobile={mobile} />)
}

export function firstScreenTemplates(): Record<string, string> {
  const plainHero = <HeroImage image={slot('image')} position={slot('position')} />
  const responsiveHero = (
    <HeroImage
      image={slot('image')}
      srcSet={slot('srcset')}
      sizes={HERO_SIZES}
      position={slot('position')}
    />
  )
  const topOfPage = (
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
    </>
  )
  const page = (
    <>
      {topOfPage}
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
  const night = {
    title: slot('title'),
    date: slot('date'),
    time: slot('time'),
    location: slot('location'),
    description: slot('description'),
  }
  const eventDetails = (past: boolean) => (
    <EventDetails
      event={night}
      past={past}
      calendarUrl={slot('calendar_href')}
      directionsUrl={slot('directions_href')}
      dateLabel={slot('date_label')}
    />
  )
  const flyer = { src: slot('image'), alt: slot('title') }
  const sized = { ...flyer, width: slot('width'), height: slot('height') }
  return {
    page: render(page),
    event_page: render(
      <>
        {topOfPage}
        <EventPageMain>{slot('article')}</EventPageMain>
      </>,
    ),
    event_article: render(<EventArticle flyer={slot('flyer')} details={slot('details')} />),
    event_details: render(eventDetails(false)),
    event_details_past: render(eventDetails(true)),
    // The flyer as its one file until its renditions are made, then the browser picks from them;
    // a picture the library does not describe keeps the app's usual proportions.
    event_flyer_unsized: render(<FlyerImage {...flyer} />),
    event_flyer_image: render(<FlyerImage {...sized} />),
    event_flyer_picture: render(<FlyerImage {...sized} srcSet={slot('srcset')} />),
    event_flyer_video: render(<FlyerVideo src={slot('image')} title={slot('title')} />),
    brand_logo: render(<Brand clubName={slot('club_name')} logoUrl={slot('logo')} />),
    brand_text: render(<Brand clubName={slot('club_name')} logoUrl={null} />),
    nav_link: navItem(false, false),
    nav_button: navItem(true, false),
    nav_link_mobile: navItem(false, true),
    nav_button_mobile: navItem(true, true),
    // Before its renditions are made a picture is its one file; then the browser picks from them.
    hero_image: render(plainHero),
    hero_image_preload: `${PRELOAD} href="${slot('image')}"/>`,
    hero_picture: render(responsiveHero),
    hero_picture_preload: `${PRELOAD} imagesrcset="${slot('srcset')}" imagesizes="${HERO_SIZES}"/>`,
    hero_gradient: render(<HeroGradient />),
    hero_subtitle: render(<HeroSubtitle>{slot('subtitle')}</HeroSubtitle>),
  }
}
