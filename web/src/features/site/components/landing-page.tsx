import { Hero } from './hero'
import { LandingSections } from './landing-sections'
import { SiteFooter } from './site-footer'

export function LandingPage() {
  return (
    <>
      <Hero />
      <LandingSections />
      <SiteFooter />
    </>
  )
}
