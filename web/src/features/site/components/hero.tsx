import { AppLink } from '@/components/app-link'
import { Spinner } from '@/components/spinner'
import { useLiveQuery } from '@/hooks/use-live-query'
import { HERO_LOAD_FAILED, TRY_AGAIN } from '@/messages'

import { SITE_QUERY_KEY, useSite } from '../api/get-site'
import { useReducedMotion } from '../hooks/use-reduced-motion'
import { toHeroContent, type HeroContent } from '../utils/hero'

const FRAME = 'relative isolate flex min-h-svh items-center justify-center overflow-hidden bg-black text-white'

function HeroBackground({ image, video }: { image?: string; video?: string }) {
  const cover = 'absolute inset-0 -z-20 size-full object-cover'
  const reducedMotion = useReducedMotion()
  if (video) {
    return (
      <video className={cover} autoPlay={!reducedMotion} muted loop playsInline poster={image} aria-hidden="true">
        <source src={video} />
      </video>
    )
  }
  if (image) return <img className={cover} src={image} alt="" fetchPriority="high" />
  return (
    <div
      aria-hidden="true"
      className="absolute inset-0 -z-20 bg-[radial-gradient(ellipse_at_top,_#3a2c0c_0%,_#0b0b0d_55%,_#000_100%)]"
    />
  )
}

function HeroView({ hero }: { hero: HeroContent }) {
  return (
    <section aria-labelledby="hero-title" className={FRAME}>
      <HeroBackground image={hero.backgroundImage} video={hero.backgroundVideo} />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-b from-black/75 via-black/45 to-black/90"
      />
      <div className="mx-auto max-w-5xl px-6 pt-16 text-center">
        <h1
          id="hero-title"
          className="font-display text-5xl leading-[1.05] font-semibold tracking-tight text-balance sm:text-7xl lg:text-8xl"
        >
          {hero.title}
        </h1>
        <div aria-hidden="true" className="mx-auto mt-8 h-px w-24 bg-linear-to-r from-transparent via-gold-400 to-transparent" />
        {hero.subtitle ? (
          <p className="mx-auto mt-8 max-w-2xl text-lg font-light tracking-wide text-pretty text-white/85 sm:text-xl">
            {hero.subtitle}
          </p>
        ) : null}
        <div className="mt-12 flex flex-col items-center justify-center gap-4 sm:flex-row">
          <AppLink
            href={hero.primaryButton.link}
            className="inline-flex min-w-48 items-center justify-center rounded-full bg-gold-400 px-8 py-4 text-sm font-semibold tracking-[0.2em] text-black uppercase shadow-[0_0_40px_-8px] shadow-gold-400/70 transition hover:bg-gold-300 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-gold-300"
          >
            {hero.primaryButton.text}
          </AppLink>
          <AppLink
            href={hero.secondaryButton.link}
            className="inline-flex min-w-48 items-center justify-center rounded-full border border-white/40 px-8 py-4 text-sm font-semibold tracking-[0.2em] text-white uppercase backdrop-blur-sm transition hover:border-gold-300 hover:text-gold-300 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-gold-300"
          >
            {hero.secondaryButton.text}
          </AppLink>
        </div>
      </div>
    </section>
  )
}

export function Hero() {
  const { data: site, isError } = useSite()
  useLiveQuery(['content_sections'], SITE_QUERY_KEY, { section: 'hero' })
  if (site) return <HeroView hero={toHeroContent(site)} />
  if (isError) {
    return (
      <section className={FRAME}>
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
    <section className={FRAME}>
      <Spinner />
    </section>
  )
}
