import { useSectionsInTurn } from '../hooks/use-sections-in-turn'
import { AboutSection } from './about-section'
import { BottleServiceSection } from './bottle-service-section'
import { ContactSection } from './contact-section'
import { EventsSection } from './events-section'
import { GallerySection } from './gallery-section'
import { Hero } from './hero'
import { LandingMain } from './landing-main'
import { SiteMediaProvider } from './site-media-provider'

// The landing page's sections in the spec's order; the footer comes with the public layout.
const SECTIONS = [
  ['hero', Hero],
  ['events', EventsSection],
  ['gallery', GallerySection],
  ['about', AboutSection],
  ['contact', ContactSection],
  ['bottle-service', BottleServiceSection],
] as const

export function LandingPage() {
  // The hero first (the first screen), then the rest in turn when the app has just started.
  const shown = useSectionsInTurn(SECTIONS.length, 1)
  return (
    <SiteMediaProvider>
      <LandingMain>
        {SECTIONS.slice(0, shown).map(([name, Section]) => (
          <Section key={name} />
        ))}
      </LandingMain>
    </SiteMediaProvider>
  )
}
