import { Spinner } from '@/components/spinner'
import { useLiveQuery } from '@/hooks/use-live-query'
import type { HeroPublic } from '@/lib/api/types'
import { HERO_LOAD_FAILED, TRY_AGAIN } from '@/messages'

import { SITE_QUERY_KEY, useSite } from '../api/get-site'
import { focusPosition, posterFor, srcSetFor, type MediaMap } from '@/lib/responsive-images'
import { HERO_SIZES, LAYOUTS } from '../utils/responsive'
import { fetchedByHtml } from '../utils/served-pictures'
import { HERO_FRAME, HeroGradient, HeroImage, HeroSubtitle, HeroVideo, HeroView } from './hero-view'

// The hero's picture: in the rendition the viewport needs, from the srcset the server's first
// screen and its preload offer too, so the browser picks the same file once. A picture without
// renditions when the page was served is preloaded and painted as its one file, and stays so.
function LiveHero({ hero, media }: { hero: HeroPublic; media: MediaMap | undefined }) {
  const image = hero.background_image ?? undefined
  const info = image ? media?.[image] : undefined
  const position = focusPosition(info)
  const served = image !== undefined && fetchedByHtml(image)
  const background = hero.background_video ? (
    <HeroVideo
      video={hero.background_video}
      poster={image && !served ? posterFor(image, info, LAYOUTS.fullWidth) : image}
      position={position}
    />
  ) : image ? (
    <HeroImage
      image={image}
      srcSet={served ? undefined : srcSetFor(image, info)}
      sizes={HERO_SIZES}
      position={position}
    />
  ) : (
    <HeroGradient />
  )
  const subtitle = hero.subtitle ? <HeroSubtitle>{hero.subtitle}</HeroSubtitle> : null
  return <HeroView hero={hero} background={background} subtitle={subtitle} />
}

export function Hero() {
  const { data: site, isError } = useSite()
  useLiveQuery(['content_sections'], SITE_QUERY_KEY, { section: 'hero' })
  if (site) return <LiveHero hero={site.hero} media={site.media} />
  if (isError) {
    return (
      <section className={HERO_FRAME}>
        <div role="alert" className="mx-auto max-w-md px-6 text-center">
          <p className="text-lg text-white/85">{HERO_LOAD_FAILED}</p>
          <button
            type="button"
            onClick={() => {
              window.location.reload()
            }}
            className="mt-6 rounded-full bg-gold-400 px-6 py-3 text-sm font-semibold tracking-widest text-black uppercase hover:bg-gold-300 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-gold-300"
          >
            {TRY_AGAIN}
          </button>
        </div>
      </section>
    )
  }
  return (
    <section className={HERO_FRAME}>
      <Spinner />
    </section>
  )
}
