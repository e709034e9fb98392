import type { ReactNode } from 'react'

import { AppLink } from '@/components/app-link'
import type { HeroPublic } from '@/lib/api/types'

import { useReducedMotion } from '../hooks/use-reduced-motion'

export const HERO_FRAME =
  'relative isolate flex min-h-svh items-center justify-center overflow-hidden bg-black text-white'

const COVER = 'absolute inset-0 -z-20 size-full object-cover'

// `position` is the picture's focal point as an object-position: what stays in view when the
// cover crops it.
export function HeroVideo({
  video,
  poster,
  position,
}: {
  video: string
  poster: string | undefined
  position?: string
}) {
  const reducedMotion = useReducedMotion()
  return (
    <video
      className={COVER}
      style={position ? { objectPosition: position } : undefined}
      autoPlay={!reducedMotion}
      muted
      loop
      playsInline
      poster={poster}
      aria-hidden="true"
    >
      <source src={video} />
    </video>
  )
}

type HeroImageProps = { image: string; srcSet?: string; sizes?: string; position?: string }

// The page's largest paint: fetched first, never lazily. Without srcSet, sizes and position it is
// the markup the server sends before the app starts (src/first-screen.tsx).
export function HeroImage({ image, srcSet, sizes, position }: HeroImageProps) {
  return (
    <img
      className={COVER}
      style={position ? { objectPosition: position } : undefined}
      src={image}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt=""
      fetchPriority="high"
    />
  )
}

export function HeroGradient() {
  return (
    <div
      aria-hidden="true"
      className="absolute inset-0 -z-20 bg-[radial-gradient(ellipse_at_top,_#3a2c0c_0%,_#0b0b0d_55%,_#000_100%)]"
    />
  )
}

export function HeroSubtitle({ children }: { children: ReactNode }) {
  return (
    <p className="mx-auto mt-8 max-w-2xl text-lg font-light tracking-wide text-pretty text-white/85 sm:text-xl">
      {children}
    </p>
  )
}

type HeroViewProps = {
  hero: Pick<HeroPublic, 'title' | 'primary_button' | 'secondary_button'>
  background: ReactNode
  subtitle: ReactNode
}

// The hero as the visitor sees it. Its background and subtitle come as parts, so the build can
// also render it into the HTML the server sends before the app starts (src/first-screen.tsx).
export function HeroView({ hero, background, subtitle }: HeroViewProps) {
  return (
    <section aria-labelledby="hero-title" className={HERO_FRAME}>
      {background}
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
        <div
          aria-hidden="true"
          className="mx-auto mt-8 h-px w-24 bg-linear-to-r from-transparent via-gold-400 to-transparent"
        />
        {subtitle}
        <div className="mt-12 flex flex-col items-center justify-center gap-4 sm:flex-row">
          <AppLink
            href={hero.primary_button.link}
            className="inline-flex min-w-48 items-center justify-center rounded-full bg-gold-400 px-8 py-4 text-sm font-semibold tracking-[0.2em] text-black uppercase shadow-[0_0_40px_-8px] shadow-gold-400/70 transition hover:bg-gold-300 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-gold-300"
          >
            {hero.primary_button.text}
          </AppLink>
          <AppLink
            href={hero.secondary_button.link}
            className="inline-flex min-w-48 items-center justify-center rounded-full border border-white/40 px-8 py-4 text-sm font-semibold tracking-[0.2em] text-white uppercase backdrop-blur-sm transition hover:border-gold-300 hover:text-gold-300 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-gold-300"
          >
            {hero.secondary_button.text}
          </AppLink>
        </div>
      </div>
    </section>
  )
}
