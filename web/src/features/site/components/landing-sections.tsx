import {
  BOTTLE_SERVICE_SUBTITLE,
  BOTTLE_SERVICE_TITLE,
  CONTACT_TITLE,
  EVENTS_SUBTITLE,
  EVENTS_TITLE,
  GALLERY_TITLE,
  aboutText,
  aboutTitle,
  gallerySubtitle,
} from '@/messages'

import { useSite } from '../api/get-site'
import { sectionHeading } from '../utils/content'
import { SectionShell } from './section-shell'

// The landing page's anchored sections, in the spec's order. Their bodies (cards, forms, viewer)
// arrive with the section features; the headings and anchors are final.
export function LandingSections() {
  const { data: site } = useSite()
  const clubName = site?.club_name ?? ''
  const events = sectionHeading(site, 'events', { title: EVENTS_TITLE, subtitle: EVENTS_SUBTITLE })
  const gallery = sectionHeading(site, 'gallery', {
    title: GALLERY_TITLE,
    subtitle: gallerySubtitle(clubName),
  })
  const bottleService = sectionHeading(site, 'bottle-service', {
    title: BOTTLE_SERVICE_TITLE,
    subtitle: BOTTLE_SERVICE_SUBTITLE,
  })
  return (
    <>
      <SectionShell id="events" title={events.title} subtitle={events.subtitle} />
      <SectionShell id="gallery" title={gallery.title} subtitle={gallery.subtitle} tone="surface" />
      <SectionShell id="about" title={aboutTitle(clubName)}>
        <p className="mx-auto mt-8 max-w-3xl text-center text-lg leading-relaxed text-ink-muted">
          {aboutText(clubName)}
        </p>
      </SectionShell>
      <SectionShell id="contact" title={CONTACT_TITLE} tone="surface" />
      <SectionShell id="bottle-service" title={bottleService.title} subtitle={bottleService.subtitle} />
    </>
  )
}
