import { AboutSection } from './about-section'
import { BottleServiceSection } from './bottle-service-section'
import { ContactSection } from './contact-section'
import { EventsSection } from './events-section'
import { GallerySection } from './gallery-section'
import { Hero } from './hero'
import { LandingMain } from './landing-main'
import { SiteMediaProvider } from './site-media-provider'

// The landing page's sections in the spec's order; the footer comes with the public layout.
export function LandingPage() {
  return (
    <SiteMediaProvider>
      <LandingMain>
        <Hero />
        <EventsSection />
        <GallerySection />
        <AboutSection />
        <ContactSection />
        <BottleServiceSection />
      </LandingMain>
    </SiteMediaProvider>
  )
}
