import { Markdown } from '@/components/markdown'
import { ABOUT_TILES_LABEL, aboutText, aboutTitle } from '@/messages'

import { useBottleService } from '../api/get-bottle-service'
import { useClubName } from '../api/club-name'
import { experienceText, experienceTiles } from '../utils/bottle-service'
import { LAYOUTS } from '../utils/responsive'
import { SectionShell } from './section-shell'
import { SiteMedia } from './site-media'

// Spec: a fixed heading and text, which staff may replace with the experience's title and
// description (Services → Experience, Markdown); four tiles from its images, each
// falling back to the club's own photo. The tiles follow the bottle-service query (and its live
// updates, which that section subscribes to).
export function AboutSection() {
  const { data: bottleService } = useBottleService()
  const clubName = useClubName()
  const tiles = experienceTiles(bottleService?.section)
  const own = experienceText(bottleService?.section)
  return (
    <SectionShell id="about" title={own.title ?? aboutTitle(clubName)} align="start">
      <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div className="space-y-5 text-lg leading-relaxed text-ink-muted sm:text-xl sm:leading-relaxed">
          {own.text ? (
            <Markdown source={own.text} headingLevel={3} />
          ) : (
            <p>{aboutText(clubName)}</p>
          )}
          <p
            aria-hidden="true"
            className="mt-10 font-display text-7xl leading-none font-semibold text-transparent [-webkit-text-stroke:1px_var(--accent)] sm:text-8xl"
          >
            2015
          </p>
        </div>
        <ul aria-label={ABOUT_TILES_LABEL} className="grid grid-cols-2 gap-4 sm:gap-5">
          {tiles.map((tile, index) => (
            <li
              key={`${tile.src}-${String(index)}`}
              className={`overflow-hidden rounded-2xl border border-line bg-black ${index % 2 === 1 ? 'translate-y-6 sm:translate-y-10' : ''}`}
            >
              <SiteMedia
                src={tile.src}
                alt={tile.alt}
                width={1200}
                height={900}
                layout={LAYOUTS.aboutTile}
                className="aspect-[4/5] size-full object-cover transition duration-700 hover:scale-105 motion-reduce:transition-none"
              />
            </li>
          ))}
        </ul>
      </div>
    </SectionShell>
  )
}
