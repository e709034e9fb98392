import { useLayoutEffect } from 'react'

import { InTurn } from '@/components/in-turn'
import { prepareEventDateFormats } from '@/lib/event-dates'

import { AboutSection } from './about-section'
import { BottleServiceSection } from './bottle-service-section'
import { ContactSection } from './contact-section'
import { EventsSection } from './events-section'
import { GallerySection } from './gallery-section'
import { Hero } from './hero'
import { LandingMain } from './landing-main'
import { SiteMediaProvider } from './site-media-provider'

// The landing page's sections below the hero, in the product's order; the footer comes with the
// public layout.
const SECTIONS = [
  ['events', EventsSection],
  ['gallery', GallerySection],
  ['about', AboutSection],
  ['contact', ContactSection],
  ['bottle-service', BottleServiceSection],
] as const

// Renders nothing: makes the events' date formatters, in its own turn (the first date formatted
// loads the browser's locale data).
function DateFormats() {
  useLayoutEffect(() => {
    prepareEventDateFormats()
  }, [])
  return null
}

export function LandingPage() {
  // The hero at once (the first screen), the rest each in its turn when the app has just started.
  return (
    <SiteMediaProvider>
      <LandingMain>
        <Hero />
        <InTurn>
          <DateFormats />
        </InTurn>
        {SECTIONS.map(([name, Section]) => (
          <InTurn key={name}>
            <Section />
          </InTurn>
        ))}
      </LandingMain>
    </SiteMediaProvider>
  )
}
