import { MAIN_CONTENT_ID } from '@/config/layout'

import { AboutSection } from './about-section'
import { BottleServiceSection } from './bottle-service-section'
import { ContactSection } from './contact-section'
import { EventsSection } from './events-section'
import { GallerySection } from './gallery-section'
import { Hero } from './hero'

// The landing page's sections in the spec's order; the footer comes with the public layout.
export function LandingPage() {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none">
      <Hero />
      <EventsSection />
      <GallerySection />
      <AboutSection />
      <ContactSection />
      <BottleServiceSection />
    </main>
  )
}
